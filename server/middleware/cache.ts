import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { ApiEnv } from './session';

/**
 * HTTP caching of successful GET answers: a strong ETag (SHA-1 of the body) with 304 for a
 * matching If-None-Match; guests' answers may be kept 10 s by any cache, a signed-in user's
 * only privately and revalidated, since the body depends on who asks.
 * Runs after the session middleware (it needs c.var.user). A handler's `no-store` is kept.
 */
export function apiCache(): MiddlewareHandler<ApiEnv> {
  // SHA-1 as hono computes it by default, but with Node's synchronous hash: WebCrypto's
  // asynchronous digest cost a tenth of a signed-in read's CPU (decision 046).
  const withEtag = etag({ generateDigest: sha1 });
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // The ETag middleware keeps Cache-Control and Vary on a 304, so they are set before it looks.
    return withEtag(c, async () => {
      await next();
      // An answer that must not be reused (a promo code check: counted, and true only now; a
      // livestream player: for this browser only) says so itself.
      if (c.res.status !== 200 || isNoStore(c.res)) return;
      c.header('Cache-Control', c.var.user ? 'private, no-cache' : 'public, max-age=10, must-revalidate');
      c.header('Vary', 'Cookie, Authorization');
    });
  };
}

function sha1(body: Uint8Array): ArrayBuffer {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
}

export const isNoStore = (res: Response) => /(^|,)\s*no-store\s*(,|$)/i.test(res.headers.get('Cache-Control') ?? '');
