import { STORED_FILE_KEY, UPLOADS_URL_PREFIX } from '../media/upload-paths';

/** The site rich text is shown on: its host name (from PUBLIC_URL), whose addresses an image may not load. */
export type RichTextSite = { host: string };

const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;

/**
 * Where a picture in rich text may come from (decision 055): a file stored on the site
 * (`/uploads/<key>`, exactly), or an https address on another named host. Anything else on our
 * own origin (`/api/…`, `/uploads/../api`, an escaped or protocol-relative path, our host by
 * name) would make every reader's browser call the site as them, so it is refused, as are
 * other schemes (javascript:, data:, http:), addresses with credentials and bare IP addresses.
 * Answers the address to write (an https one as the URL parser reads it, which is what the
 * browser will load), or null to drop the picture.
 */
export function imageSource(src: string, site?: RichTextSite): string | null {
  const value = src.trim();
  if (value.startsWith(UPLOADS_URL_PREFIX)) {
    return STORED_FILE_KEY.test(value.slice(UPLOADS_URL_PREFIX.length)) ? value : null;
  }
  // No base: a relative or protocol-relative address does not parse, and is refused.
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.replace(/\.$/, '');
  if (!host.includes('.') || IPV4.test(host) || host.startsWith('[')) return null;
  if (site && sameSite(host, site.host.toLowerCase().replace(/\.$/, ''))) return null;
  return url.href;
}

/** Our host, a name under it (www.) or one it is under: the same server, or one that redirects to it. */
function sameSite(host: string, ours: string): boolean {
  return host === ours || host.endsWith(`.${ours}`) || ours.endsWith(`.${host}`);
}
