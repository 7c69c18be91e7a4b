import { SESSION_TTL_SECONDS } from './session-token';

/** The session cookie's name over plain http (localhost), part of the contract with existing clients. */
export const SESSION_COOKIE = 'jwt_amphi';

/**
 * Its name where the site is served over https (decision 090): the `__Host-` prefix makes the
 * browser refuse it unless Secure, for the whole site (Path=/) and without a Domain, so neither
 * a sibling subdomain nor a plain-http answer can plant or overwrite the session.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The name the session cookie is set under: `__Host-` where the site is served over https. */
export function sessionCookieName(opts: { secure: boolean }): string {
  return opts.secure ? HOST_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Set-Cookie values for the session, shared by the API (login answers) and page actions, so
 * both doors set the same cookie: HttpOnly, SameSite=Lax, Secure and `__Host-` when the site
 * runs on https, for what is left of the session's 30 days.
 */
export function sessionCookie(token: string, opts: { secure: boolean; maxAgeSeconds?: number }): string {
  return [
    `${sessionCookieName(opts)}=${token}`,
    'Path=/',
    `Max-Age=${opts.maxAgeSeconds ?? SESSION_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/** Removes the session cookie under the name it has there (and, over https, under the old name). */
export function clearSessionCookies(opts: { secure: boolean }): string[] {
  const names = opts.secure ? [HOST_SESSION_COOKIE, SESSION_COOKIE] : [SESSION_COOKIE];
  return names.map((name) =>
    [`${name}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])].join('; '),
  );
}

/**
 * The session cookie of a Cookie request header, if any, and the name it came under: the
 * `__Host-` one wins; the plain name is still read, so sessions signed in before the prefix keep
 * working until their next answer moves them to it (server/middleware/session-upkeep.ts).
 */
export function findSessionCookie(cookieHeader: string | null | undefined): { name: string; token: string } | undefined {
  if (!cookieHeader) return undefined;
  let plain: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const token = rest.join('=');
    if (!token) continue;
    if (name === HOST_SESSION_COOKIE) return { name, token };
    if (name === SESSION_COOKIE) plain ??= token;
  }
  return plain === undefined ? undefined : { name: SESSION_COOKIE, token: plain };
}

/** The token from a Cookie request header, if any (either name, the `__Host-` one first). */
export function readSessionCookie(cookieHeader: string | null | undefined): string | undefined {
  return findSessionCookie(cookieHeader)?.token;
}

/** Whether a Set-Cookie value signs a session in (either name, not a removal). */
export function setsSessionCookie(setCookie: string): boolean {
  return [SESSION_COOKIE, HOST_SESSION_COOKIE].some(
    (name) => setCookie.startsWith(`${name}=`) && !setCookie.startsWith(`${name}=;`),
  );
}
