import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE } from './session';

export type GuestCacheOptions = {
  /** How long an answer is reused; bounds staleness of time-dependent lists ("upcoming"). */
  ttlMs: number;
  maxEntries?: number;
  /** Larger answers are not kept. */
  maxBytes?: number;
  now?: () => number;
};

type Entry = { status: number; headers: [string, string][]; body: ArrayBuffer; etag: string | null; expires: number };

const CACHEABLE_TYPE = /^(application\/json|text\/html)/;

/**
 * Answers guests' repeated GETs (API and pages) from memory. Most traffic is anonymous and
 * reads the same programme, while the embedded database runs one query at a time, so this is
 * what lets one process serve a crowd. Requests with a session (cookie or bearer) always go
 * through. Every accepted write (an unsafe method answered below 400) empties the cache, so a
 * change is visible at once; the TTL covers what changes with the clock alone. With several
 * app processes the empty-on-write signal must be shared (Redis), see DESIGN.md.
 */
export function guestCache(opts: GuestCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBytes = opts.maxBytes ?? 2 * 1024 * 1024;
  const now = opts.now ?? Date.now;

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400) entries.clear();
      return;
    }
    if (getCookie(c, SESSION_COOKIE) || c.req.header('Authorization')) return next();

    const url = new URL(c.req.url);
    const isPage = !url.pathname.startsWith('/api/');
    // Pages may redirect by the remembered or preferred language, and build absolute links from
    // the host when PUBLIC_URL is unset, so those are part of the key (a forged Host header must
    // not poison what other visitors get).
    const vary = isPage ? `|${c.req.header('Host') ?? ''}|${getCookie(c, 'i18n_redirected') ?? ''}|${(c.req.header('Accept-Language') ?? '').slice(0, 2)}` : '';
    const key = `${url.pathname}${url.search}${vary}`;

    const hit = entries.get(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      const inm = c.req.header('If-None-Match');
      if (hit.etag && inm && inm.split(/\s*,\s*/).includes(hit.etag)) {
        return new Response(null, { status: 304, headers: hit.headers.filter(([k]) => ['etag', 'cache-control', 'vary'].includes(k)) });
      }
      return new Response(method === 'HEAD' ? null : hit.body.slice(0), { status: hit.status, headers: hit.headers });
    }

    await next();
    const res = c.res;
    if (res.status !== 200 || res.headers.has('set-cookie') || !CACHEABLE_TYPE.test(res.headers.get('content-type') ?? '')) return;
    if (method === 'HEAD') return;
    const body = await res.clone().arrayBuffer();
    if (body.byteLength > maxBytes) return;
    const headers = [...res.headers.entries()].filter(([k]) => k !== 'content-length');
    entries.set(key, { status: res.status, headers, body, etag: res.headers.get('etag'), expires: now() + opts.ttlMs });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
}
