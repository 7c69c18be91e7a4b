/**
 * Where to send a user back after signing in. Only a path on this site is accepted: an absolute
 * or protocol-relative URL in `?redirectTo=` would make the login page an open redirect.
 */
export function safeRedirectTo(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes are read differently by browsers; refuse rather than guess.
  if ([...value].some((ch) => ch < ' ' || ch === '\\')) return fallback;
  const base = 'http://innoweek.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // The URL parser removes dot segments: `/.//evil.example` becomes the path `//evil.example`,
  // which a browser reads as another host. What is returned must pass the same test as what came in.
  if (url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page a request belongs to, to come back to (after signing in, after saving a form). A
 * hydrated page's action is posted to `<path>.data` (`/_.data` for `/`), with React Router's
 * own `index` and `_routes` parameters; those are not part of the page's address.
 */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  return `${pathname}${pageSearch(url)}`;
}

/**
 * A request's query as the page's address has it, without React Router's own `index` and
 * `_routes` (a data request of a route with a client loader names the routes it wants): what a
 * redirect to another address of the same page keeps.
 */
export function pageSearch(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('index');
  params.delete('_routes');
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A login or register page's address that brings the visitor back to `redirectTo` (when there is one). */
export function withRedirectTo(path: string, redirectTo: string | null | undefined): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
}
