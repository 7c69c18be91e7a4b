import { SESSION_TTL_SECONDS } from './session-token';

/** The session cookie's name is part of the contract with existing clients. */
export const SESSION_COOKIE = 'jwt_amphi';

/**
 * Set-Cookie values for the session, shared by the API (login answers) and page actions, so
 * both doors set the same cookie: HttpOnly, SameSite=Lax, Secure when the site runs on https,
 * 30 days.
 */
export function sessionCookie(token: string, opts: { secure: boolean }): string {
  return [
    `${SESSION_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${SESSION_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

export function clearSessionCookie(opts: { secure: boolean }): string {
  return [`${SESSION_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Lax', ...(opts.secure ? ['Secure'] : [])].join('; ');
}

/** The token from a Cookie request header, if any. */
export function readSessionCookie(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
