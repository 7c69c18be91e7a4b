import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps basic formatting, lists and links, and marks links rel="noopener"', () => {
    const html =
      '<p>A <strong>bold</strong> and <em>em</em> text.</p><ul><li>one</li></ul><p><a href="https://example.test/x">web</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<p>A <strong>bold</strong> and <em>em</em> text.</p><ul><li>one</li></ul><p><a href="https://example.test/x" rel="noopener">web</a></p>',
    );
  });

  it('drops scripts, event handlers, styles, images, iframes and dangerous URLs', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.test"></iframe></p>' +
      '<a href="javascript:alert(1)">click</a><a href="//evil.test/x">proto</a><a href="mailto:a@b.test" target="_blank">mail</a>';
    const clean = sanitizeRichText(html)!;
    expect(clean).toBe(
      '<p>Hi</p><a rel="noopener">click</a><a rel="noopener">proto</a><a href="mailto:a@b.test" rel="noopener">mail</a>',
    );
  });

  it('turns a stray h1 into h2 (the page title is the h1) and gives null for empty input', () => {
    expect(sanitizeRichText('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeRichText('<a href="https://x.test/" rel="opener">x</a>')).toBe(
      '<a href="https://x.test/" rel="noopener">x</a>',
    );
    expect(sanitizeRichText('')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('<script>x</script>  ')).toBeNull();
  });
});

describe('richTextToPlain', () => {
  it('gives readable text with paragraphs, decoded entities and link targets', () => {
    const html =
      '<p>Energie &amp; vodík: <strong>CO₂</strong></p><p>Více na <a href="https://example.test/a">našem webu</a>.</p><h2>Program</h2>';
    expect(richTextToPlain(html)).toBe('Energie & vodík: CO₂\n\nVíce na našem webu [https://example.test/a].\n\nProgram');
  });

  it('gives an empty string for nothing', () => {
    expect(richTextToPlain(null)).toBe('');
  });
});
