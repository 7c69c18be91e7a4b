import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

/**
 * What event descriptions may keep when shown: basic formatting, lists, sub-headings and
 * links. Headings start at h2 because the page's own title is the h1.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    // Links lead off the site; the opened page must not get a handle on ours.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }),
  },
};

/** Stored rich text made safe to render as HTML (anything else is dropped, text is kept). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, options).trim();
  return clean === '' ? null : clean;
}

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
