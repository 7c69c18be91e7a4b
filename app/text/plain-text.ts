import { convert } from 'html-to-text';

// Paragraphs and list items become separate words; link targets, images and heading capitals
// are noise in a teaser.
const options = {
  wordwrap: false as const,
  selectors: [
    { selector: 'a', options: { ignoreHref: true } },
    { selector: 'img', format: 'skip' },
    { selector: 'ul', options: { itemPrefix: ' ' } },
    { selector: 'ol', format: 'unorderedList', options: { itemPrefix: ' ' } },
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  ],
};

/** The visible text of stored rich text (entities decoded, tags gone), on one line. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return convert(html, options).replace(/\s+/g, ' ').trim();
}
