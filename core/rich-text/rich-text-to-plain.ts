import { convert } from 'html-to-text';

/** Rich text as plain text for places without HTML (calendar entries, meta descriptions). */
export function richTextToPlain(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      ...['h1', 'h2', 'h3', 'h4'].map((selector) => ({
        selector,
        options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 },
      })),
      { selector: 'img', format: 'skip' },
    ],
  }).trim();
}
