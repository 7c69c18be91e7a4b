import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppDeps } from '../deps';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user';
import { SESSION_COOKIE } from '../../core/accounts/session-cookie';

export { SESSION_COOKIE };

/** Hono environment of the API: every handler can read `c.var.user` (null for guests). */
export type ApiEnv = { Variables: { user: SessionUser | null } };

/**
 * Reads the session from `Authorization: Bearer` (API clients) or the `jwt_amphi` cookie
 * (browsers) and sets `c.var.user`. An invalid token makes a guest, never an error: a stale
 * cookie must not break public pages.
 */
export function session(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization')) ?? getCookie(c, SESSION_COOKIE);
    c.set(
      'user',
      token ? await getSessionUser(deps.db, { token, secret: deps.config.sessionSecret, memo: deps.readMemo }) : null,
    );
    await next();
  };
}

/** The token of an `Authorization: Bearer` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
