import sanitizeHtml from 'sanitize-html';

// What editors may write in descriptions and content pages: text structure, links, images and
// tables. Scripts, styles, event handlers, iframes and foreign schemes are removed.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => !['h1', 'nav', 'main', 'header', 'footer'].includes(tag)),
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page has its own h1 (the name); a heading in the text is one level below.
    h1: 'h2',
    // Links lead off the site: the opened page must not get a handle on ours, and one that
    // opens a new window does not learn where it came from either.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: attribs.target === '_blank' ? 'noopener noreferrer' : 'noopener' },
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/**
 * Stored rich text (event, exhibitor and speaker descriptions, content pages) made safe to
 * render as HTML: the one policy for every page. Runs on the server, whatever the editor or
 * the import wrote; an empty result is ''.
 */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, options);
}
