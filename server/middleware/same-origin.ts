import type { MiddlewareHandler } from 'hono';
import { readSessionCookie } from '../../core/accounts/session-cookie';
import { AppError } from '../../core/errors/app-error';
import type { Config } from '../config';
import { errorBody } from '../error-body';
import { requestOrigin } from './request-origin';
import { bearerToken } from './session';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard for every door (API and page forms): an unsafe request that
 * is authenticated by the session cookie must say it comes from our own origin (Origin, or
 * Referer when a browser leaves Origin out). Requests with a bearer token or without the
 * cookie carry no ambient authority and pass; the SameSite=Lax cookie is the second layer.
 *
 * It decides from the credential the session reader will actually use (`bearerToken`, the same
 * parser): an Authorization header that is not a well-formed bearer token is no token, so the
 * cookie authenticates and is checked. Our origin is PUBLIC_URL's, or the Host the request was
 * sent to; a forwarded host never counts (decision 091).
 */
export function sameOrigin(config: Pick<Config, 'publicUrl' | 'trustProxy'>): MiddlewareHandler {
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    if (bearerToken(c.req.header('Authorization'))) return next();
    if (!readSessionCookie(c.req.header('Cookie'))) return next();
    // Origin wins when present, even as "null" (sandboxed frames, cross-site redirects).
    const origin = c.req.header('Origin');
    const claimed = originOf(origin ?? c.req.header('Referer'));
    if (claimed && (claimed === publicOrigin || claimed === requestOrigin(c.req.raw, config))) return next();
    return c.json(errorBody(new AppError('Request.crossOrigin')), 403);
  };
}

/** The origin of an Origin or Referer value; undefined for none, "null" or garbage. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
