import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { knownBodyBytes, readBodyBytes, replaceResponse, responseWithBytes } from './body-bytes';
import type { ApiEnv } from './session';

/**
 * HTTP caching of successful GET answers: a strong ETag (SHA-1 of the body) with 304 for a
 * matching If-None-Match; guests' answers may be kept 10 s by any cache, a signed-in user's
 * only privately and revalidated, since the body depends on who asks.
 * Runs after the session middleware (it needs c.var.user). A handler's `no-store` is kept.
 */
export function apiCache(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const ifNoneMatch = c.req.header('If-None-Match') ?? null;
    await next();
    const res = c.res;
    if (!res.ok) return;
    // Set on the answer's own headers: Hono's c.header() would rebuild the answer to set them.
    // An answer that must not be reused (a promo code check: counted, and true only now; a
    // livestream player: for this browser only) says so itself.
    if (res.status === 200 && !isNoStore(res)) {
      res.headers.set('Cache-Control', c.var.user ? 'private, no-cache' : 'public, max-age=10, must-revalidate');
      res.headers.set('Vary', 'Cookie, Authorization');
    }
    let tag = res.headers.get('ETag');
    if (!tag) {
      if (res.status === 204 || res.status === 205) return; // no body to tag
      // SHA-1 of the body with Node's synchronous hash: WebCrypto's asynchronous digest cost a
      // tenth of a signed-in read's CPU (decision 046). The bytes are read once (body-bytes.ts).
      const bytes = await readBodyBytes(res);
      tag = `"${createHash('sha1').update(bytes).digest('hex')}"`;
      replaceResponse(c, responseWithBytes(bytes, { status: res.status, headers: res.headers }));
    }
    if (ifNoneMatch === '*' || etagListed(tag, ifNoneMatch)) {
      // A body of known bytes needs no cancelling (and reading .body would rebuild the answer).
      if (!knownBodyBytes(c.res)) await c.res.body?.cancel();
      const notModified = new Headers({ ETag: tag });
      for (const name of NOT_MODIFIED_HEADERS) {
        const value = c.res.headers.get(name);
        if (value !== null && name !== 'etag') notModified.set(name, value);
      }
      replaceResponse(c, new Response(null, { status: 304, headers: notModified }));
    } else {
      c.res.headers.set('ETag', tag);
    }
  };
}

/** What a 304 keeps of the 200 it stands for (RFC 9110 15.4.5). */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** Whether an If-None-Match list names this tag (weak comparison, as for GET). */
function etagListed(tag: string, ifNoneMatch: string | null): boolean {
  const strong = tag.replace(/^W\//, '');
  return ifNoneMatch?.match(/"[^"]*"/g)?.some((t) => t === strong) ?? false;
}

export const isNoStore = (res: Response) => /(^|,)\s*no-store\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '');
