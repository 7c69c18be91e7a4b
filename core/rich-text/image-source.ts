import { STORED_FILE_KEY, UPLOADS_URL_PREFIX } from '../media/upload-paths';

/** The site rich text is shown on: its host name (from PUBLIC_URL). */
export type RichTextSite = { host: string };

/**
 * Where a picture in rich text may come from (decisions 055, 087): a file stored on the site,
 * `/uploads/<key>` exactly. A picture on another host would tell that host who reads the page
 * (a third-party request without consent), and any other address on our own origin (`/api/…`,
 * `/uploads/../api`, an escaped or protocol-relative path) would make every reader's browser
 * call the site as them, so both are refused. One exception keeps pasting from our own pages
 * working: with the site, `https://<our host>/uploads/<key>` is written as `/uploads/<key>`.
 * Answers the address to write, or null to drop the picture.
 */
export function imageSource(src: string, site?: RichTextSite): string | null {
  const value = src.trim();
  if (value.startsWith(UPLOADS_URL_PREFIX)) return storedFile(value);
  if (!site) return null;
  // No base: a relative or protocol-relative address does not parse, and is refused.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || url.search || url.hash) return null;
  if (url.hostname.replace(/\.$/, '') !== site.host.toLowerCase().replace(/\.$/, '')) return null;
  return storedFile(url.pathname);
}

function storedFile(path: string): string | null {
  return path.startsWith(UPLOADS_URL_PREFIX) && STORED_FILE_KEY.test(path.slice(UPLOADS_URL_PREFIX.length)) ? path : null;
}
