import sanitizeHtml from 'sanitize-html';
import { imageSource, type RichTextSite } from './image-source';

export type { RichTextSite } from './image-source';

// What editors may write in descriptions and content pages: text structure, links, images and
// tables (cells keep only colspan and rowspan, so a pasted table keeps its shape and nothing
// else). Scripts, styles, event handlers, iframes and foreign schemes are removed; a picture
// only from the site's stored files (imageSource, decision 087).
const options = (site: RichTextSite | undefined): sanitizeHtml.IOptions => ({
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => !['h1', 'nav', 'main', 'header', 'footer'].includes(tag)),
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // A table's column (Tiptap writes a colgroup) is a void element like a picture.
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'col'],
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A stored file's address has no scheme; our own https address is rewritten to it first.
  allowedSchemesByTag: { img: ['https'] },
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
    img: (tagName, { src, ...attribs }) => {
      const allowed = src === undefined ? null : imageSource(src, site);
      return { tagName, attribs: { ...(allowed === null ? {} : { src: allowed }), ...attribs, loading: 'lazy' } };
    },
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    // A picture whose address was refused is dropped whole, not left as an empty box.
    (frame.tag === 'img' && !frame.attribs.src),
});
const DEFAULT_OPTIONS = options(undefined);

/**
 * Stored rich text (event, exhibitor and speaker descriptions, content pages) made safe to
 * render as HTML: the one policy for every page. Runs on the server, whatever the editor or
 * the import wrote; an empty result is ''. With the site, a picture at our own host's full
 * `/uploads/` address is kept as the stored file; without it (a page re-checking what was
 * stored) only `/uploads/<key>` pictures are.
 */
export function sanitizeRichText(html: string | null | undefined, site?: RichTextSite): string {
  if (!html) return '';
  return sanitizeHtml(html, site ? options(site) : DEFAULT_OPTIONS);
}
