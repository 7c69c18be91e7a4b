import { describe, expect, it } from 'vitest';
import { richTextToPlain } from './rich-text-to-plain';

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
