import type { MiddlewareHandler } from 'hono';
import {
  clearSessionCookies,
  findSessionCookie,
  HOST_SESSION_COOKIE,
  sessionCookie,
  setsSessionCookie,
} from '../../core/accounts/session-cookie';
import { renewSessionToken, verifySessionToken } from '../../core/accounts/session-token';
import type { Config } from '../config';
import { isHttps } from './request-origin';

/** A session used again renews its cookie at most this often (seconds). */
export const RENEW_AFTER_SECONDS = 60 * 60;

/**
 * Keeps a browser's session cookie current (decision 090), on any answer to a request that
 * carries one:
 * - sliding renewal: a session last renewed over an hour ago is signed again with its inactivity
 *   deadline SESSION_IDLE_DAYS from now (the same session id, sign-in time and 30-day end), so a
 *   session in use stays, and one unused for SESSION_IDLE_DAYS is refused;
 * - the `__Host-` prefix over https: a cookie still under the old name moves to the new one.
 * An answer that signs in or out itself is left alone, an answer shared caches may keep
 * (`public`) gets no cookie, and an API client's bearer token is not renewed (it signs in again).
 */
export function sessionUpkeep(
  config: Pick<Config, 'sessionSecret' | 'sessionIdleSeconds' | 'publicUrl' | 'trustProxy'>,
): MiddlewareHandler {
  return async (c, next) => {
    const found = findSessionCookie(c.req.header('Cookie'));
    if (!found) return next();
    await next();
    const secure = isHttps(c.req.raw, config);
    const moving = secure && found.name !== HOST_SESSION_COOKIE;
    if ((c.res.headers.get('Cache-Control') ?? '').includes('public')) return;
    const answerSetsSession = c.res.headers.getSetCookie().some((cookie) => SESSION_COOKIE_NAME.test(cookie));
    const cookies: string[] = [];
    if (!answerSetsSession) {
      const now = new Date();
      const claims = verifySessionToken(found.token, config.sessionSecret, now);
      const at = Math.floor(now.getTime() / 1000);
      // Last renewed over an hour ago, or under a SESSION_IDLE_DAYS since changed: signed again.
      const due =
        claims && Math.abs(claims.idleUntil - Math.min(claims.expiresAt, at + config.sessionIdleSeconds)) >= RENEW_AFTER_SECONDS;
      if (claims && (moving || due)) {
        const token = renewSessionToken(claims, config.sessionSecret, now, config.sessionIdleSeconds);
        cookies.push(sessionCookie(token, { secure, maxAgeSeconds: claims.expiresAt - at }));
      }
    }
    // The old name goes once the new one is set (here or by the answer's own sign-in).
    const signsIn = cookies.length > 0 || c.res.headers.getSetCookie().some(setsSessionCookie);
    if (moving && signsIn) cookies.push(clearSessionCookies({ secure }).at(-1)!);
    if (cookies.length === 0) return;
    try {
      addCookies(c.res.headers, cookies);
    } catch {
      // Headers of some responses (Response.redirect, fetched ones) are immutable: copy it.
      c.res = new Response(c.res.body, c.res);
      addCookies(c.res.headers, cookies);
    }
  };
}

/** A Set-Cookie that signs in or out: either name of the session cookie. */
const SESSION_COOKIE_NAME = /^(__Host-)?jwt_amphi=/;

function addCookies(headers: Headers, cookies: string[]): void {
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  // An answer that carries a session is this browser's alone.
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-cache');
}
