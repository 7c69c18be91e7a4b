/**
 * What a browser sends with every request (issue 32, item 1): the bench asks as Chrome does, so
 * each figure includes what a real visitor's answer costs, compression above all: a browser
 * always sends `Accept-Encoding: br, gzip`, and an answer built per request is compressed per
 * request. Every scenario, cached, uncached, orders and sign-ups, takes its headers from here.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const ACCEPT = {
  page: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  json: 'application/json',
} as const;

/** A browser's request headers asking for `accept` (a page or JSON), plus any of the caller's own. */
export function browserHeaders(accept: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    accept,
    'accept-encoding': 'br, gzip',
    'accept-language': 'cs-CZ,cs;q=0.9,en;q=0.8',
    'user-agent': CHROME,
    ...extra,
  };
}
