import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { getSessionUser, type SessionUser } from '../../core/accounts/get-session-user';
import { readSessionCookie } from '../../core/accounts/session-cookie';

/** Hono environment of the API: every handler can read `c.var.user` (null for guests). */
export type ApiEnv = { Variables: { user: SessionUser | null } };

/**
 * Reads the session from `Authorization: Bearer` (API clients) or the session cookie
 * (browsers: `__Host-jwt_amphi` over https, `jwt_amphi` before it or over http) and sets `c.var.user`. An invalid token makes a guest, never an error: a stale
 * cookie must not break public pages.
 */
export function session(deps: AppDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('Authorization')) ?? readSessionCookie(c.req.header('Cookie'));
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
