import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps text structure, links and images', () => {
    const html =
      '<h2>Témata</h2><p><strong>AI</strong> a <em>data</em></p><ul><li>vodík</li></ul><p><a href="https://x.example">web</a> <a href="mailto:a@x.example">mail</a></p><img src="/uploads/a.png" alt="A">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Témata</h2><p><strong>AI</strong> a <em>data</em></p><ul><li>vodík</li></ul><p><a href="https://x.example" rel="noopener">web</a> <a href="mailto:a@x.example" rel="noopener">mail</a></p><img src="/uploads/a.png" alt="A" loading="lazy" />',
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

  describe('images from nowhere else on our origin (decision 055)', () => {
    const site = { host: 'innoweek.example.cz' };
    const kept = (src: string) => sanitizeRichText(`<p>a<img src="${src}" alt="x">b</p>`, site);

    it('drops a picture that would call the site as the reader, leaving the text', () => {
      const refused = [
        '/api/check-ticket/guess1',
        '/API/check-ticket/guess1',
        'api/check-ticket/guess1',
        './api/check-ticket/x',
        '../api/check-ticket/x',
        '/uploads/../api/check-ticket/x',
        '/uploads/%2e%2e/api/check-ticket/x',
        '/uploads/%2E%2E%2Fapi%2Fcheck-ticket%2Fx',
        '/uploads/..%2fapi/check-ticket/x',
        '/uploads/x.png/../../api/check-ticket/x',
        '/uploads/x.png?/../../api',
        '/uploads/\\..\\api\\check-ticket',
        '/uploads/',
        '/uploads/.png',
        '/%61pi/check-ticket/x',
        '/\\evil.example/x.png',
        '\\\\evil.example/x.png',
        '//evil.example/x.png',
        '///evil.example/x.png',
        'https:/\\innoweek.example.cz/api/check-ticket/x',
        '/user/logout',
        '/',
        '',
        '?x=1',
        '#x',
        'http://evil.example/x.png',
        'HTTP://evil.example/x.png',
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        'data:image/png;base64,AAAA',
        'data:image/svg+xml,<svg/onload=alert(1)>',
        'blob:https://innoweek.example.cz/1',
        'ftp://evil.example/x.png',
        'https://innoweek.example.cz/api/check-ticket/x',
        'https://INNOWEEK.example.cz./api/check-ticket/x',
        'https://www.innoweek.example.cz/api/check-ticket/x',
        'https://example.cz/api/check-ticket/x',
        'https://innoweek.example.cz:8443/uploads/x.png',
        'https://user:pw@cdn.example/x.png',
        'https://127.0.0.1/api/check-ticket/x',
        'https://0x7f.1/api/check-ticket/x',
        'https://[::1]/api/check-ticket/x',
        'https://localhost/api/check-ticket/x',
      ];
      for (const src of refused) expect(kept(src), src).toBe('<p>ab</p>');
    });

    it('reads entity-escaped addresses as the browser would', () => {
      for (const src of [
        '&#47;api&#47;check-ticket&#47;x',
        '&sol;api/check-ticket/x',
        '/uploads/&#46;&#46;/api/x',
        '&#x2F;&#x2F;evil.example/x.png',
      ])
        expect(kept(src), src).toBe('<p>ab</p>');
    });

    it('drops a picture without an address, and srcset never comes through', () => {
      expect(sanitizeRichText('<img alt="x">', site)).toBe('');
      expect(sanitizeRichText('<img src="/uploads/a.png" srcset="/api/check-ticket/x 1x">', site)).toBe(
        '<img src="/uploads/a.png" loading="lazy" />',
      );
    });

    it('keeps stored files, and our own full address of one as the stored file', () => {
      expect(kept('/uploads/a1b2c3.png')).toBe('<p>a<img src="/uploads/a1b2c3.png" alt="x" loading="lazy" />b</p>');
      expect(kept(' /uploads/thumbnail_a1b2c3.webp ')).toBe(
        '<p>a<img src="/uploads/thumbnail_a1b2c3.webp" alt="x" loading="lazy" />b</p>',
      );
      expect(kept('https://innoweek.example.cz/uploads/a1b2c3.png')).toBe(
        '<p>a<img src="/uploads/a1b2c3.png" alt="x" loading="lazy" />b</p>',
      );
      expect(kept('HTTPS://INNOWEEK.example.cz./uploads/a1b2c3.png')).toBe(
        '<p>a<img src="/uploads/a1b2c3.png" alt="x" loading="lazy" />b</p>',
      );
    });

    it("drops other sites' pictures, which would tell them who reads the page (decision 087)", () => {
      for (const src of [
        'https://evil.example/track.gif',
        'https://cdn.example.org/a b.png?w=1&amp;h=2',
        'HTTPS://CDN.example.org/uploads/x.png',
        'https://innoweek.example.cz/uploads/a.png?x=1',
        'https://innoweek.example.cz/uploads/%2e%2e/api/check-ticket/x',
        'https://www.innoweek.example.cz/uploads/a.png',
      ])
        expect(kept(src), src).toBe('<p>ab</p>');
    });

    it('without the site, only stored files by their path are kept', () => {
      expect(sanitizeRichText('<img src="/api/check-ticket/x">')).toBe('');
      expect(sanitizeRichText('<img src="https://innoweek.example.cz/uploads/x.png">')).toBe('');
      expect(sanitizeRichText('<img src="https://cdn.example.org/x.png"><p>t</p>')).toBe('<p>t</p>');
    });
  });

  describe('tables', () => {
    it('keeps a pasted table with its header, body and merged cells', () => {
      const table =
        '<table><thead><tr><th colspan="2">Čas</th></tr></thead><tbody><tr><td rowspan="2">10:00</td><td><p>Úvod</p></td></tr><tr><td>Panel</td></tr></tbody></table>';
      expect(sanitizeRichText(table)).toBe(table);
    });

    it("keeps Tiptap's table as it writes it, without its styles", () => {
      expect(
        sanitizeRichText(
          '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><td colspan="1" rowspan="1" data-colwidth="120"><p>B</p></td></tr></tbody></table>',
        ),
      ).toBe(
        '<table><colgroup><col /><col /></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th><td colspan="1" rowspan="1"><p>B</p></td></tr></tbody></table>',
      );
    });

    it('drops every other attribute of a table and its cells', () => {
      expect(
        sanitizeRichText(
          '<table border="1" onclick="x()" class="big" background="https://evil.example/t.gif"><tr><td style="background:url(https://evil.example/t.gif)" onmouseover="x()" width="9" scope="row" colspan="2">a</td><th scope="col" abbr="x">b</th></tr></table>',
        ),
      ).toBe('<table><tr><td colspan="2">a</td><th>b</th></tr></table>');
    });
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
