import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps text structure, links and images', () => {
    const html =
      '<h2>Témata</h2><p><strong>AI</strong> a <em>data</em></p><ul><li>vodík</li></ul><p><a href="https://x.example">web</a> <a href="mailto:a@x.example">mail</a></p><img src="https://x.example/a.png" alt="A">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Témata</h2><p><strong>AI</strong> a <em>data</em></p><ul><li>vodík</li></ul><p><a href="https://x.example" rel="noopener">web</a> <a href="mailto:a@x.example" rel="noopener">mail</a></p><img src="https://x.example/a.png" alt="A" loading="lazy" />',
    );
  });

  it('removes scripts, styles, event handlers and iframes', () => {
    const html =
      '<p onclick="steal()">Ahoj<script>alert(1)</script></p><style>body{display:none}</style><iframe src="https://evil.example"></iframe><img src="x.png" onerror="steal()">';
    const clean = sanitizeRichText(html);
    expect(clean).not.toMatch(/script|onclick|onerror|style|iframe|steal|alert/i);
    expect(clean).toContain('<p>Ahoj</p>');
  });

  it('refuses javascript: and data: URLs', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener">x</a>');
    expect(sanitizeRichText('<a href="//evil.test/x">proto</a>')).toBe('<a rel="noopener">proto</a>');
    expect(sanitizeRichText('<img src="data:image/svg+xml;base64,AAAA">')).not.toContain('data:');
  });

  it('defuses the known XSS payloads an editor could paste', () => {
    const payloads = [
      '<svg onload=alert(1)><circle r="5"/></svg>',
      '<img src=x onerror=alert(1)//>',
      '<a href="java&#x09;script:alert(1)">tab</a>',
      '<a href="&#106;avascript:alert(1)">entity</a>',
      '<a href=" javascript:alert(1)">space</a>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<form action="javascript:alert(1)"><button>go</button></form>',
      '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
      '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
      '<details open ontoggle=alert(1)>x</details>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ];
    for (const payload of payloads) {
      const clean = sanitizeRichText(payload);
      expect(clean, payload).not.toMatch(
        /javascript|onerror|onload|ontoggle|<script|<iframe|<svg|<form|<object|<embed|<base|<meta|style=/i,
      );
    }
  });

  it('keeps images uploaded through the upload API (same-site paths)', () => {
    expect(sanitizeRichText('<img src="/uploads/hall_a1b2.webp" alt="Sál">')).toBe(
      '<img src="/uploads/hall_a1b2.webp" alt="Sál" loading="lazy" />',
    );
  });

  it('protects the opener of links that open a new window', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('overrides a rel an editor wrote, so no link can ask for the opener', () => {
    expect(sanitizeRichText('<a href="https://x.test/" rel="opener">x</a>')).toBe(
      '<a href="https://x.test/" rel="noopener">x</a>',
    );
  });

  it('turns a first-level heading into a second-level one (the page has its own h1)', () => {
    expect(sanitizeRichText('<h1>Nadpis</h1>')).toBe('<h2>Nadpis</h2>');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
  });
});
