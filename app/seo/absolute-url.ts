/**
 * The absolute address of a page or file on the site: an http(s) URL stays as it is (a picture in
 * an S3 bucket), anything else is a path on `origin`. A path never leaves the origin and never
 * throws: a leading run of slashes or backslashes counts as one, since the URL parser would read
 * `//other.example/x` as another host and refuse `//` outright; the tabs, line breaks and leading
 * controls the parser drops are dropped first, so they cannot join two slashes either.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (/^https?:/i.test(pathOrUrl) && URL.canParse(pathOrUrl)) return new URL(pathOrUrl).toString();
  // eslint-disable-next-line no-control-regex -- the controls the URL parser strips before it reads a path
  const path = pathOrUrl.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020/\\]+/, '');
  return new URL(`/${path}`, origin).toString();
}
