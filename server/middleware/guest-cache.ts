import type { MiddlewareHandler } from 'hono';
import { readLocaleCookie } from '../../app/i18n/locale-cookie';
import { SESSION_COOKIE } from '../../core/accounts/session-cookie';
import { TOAST_COOKIE } from '../../app/toasts/flash-toast';
import { PASS_COOKIE } from '../../core/livestreams/pass-cookie';
import { isNoStore } from './cache';
import {
  COMPRESS_MIN_BYTES,
  compressBody,
  etagForEncoding,
  isCompressibleType,
  negotiateEncoding,
  type Encoding,
} from './compress';

export type GuestCacheOptions = {
  /** How long an answer is reused; bounds staleness of time-dependent lists ("upcoming"). */
  ttlMs: number;
  maxEntries?: number;
  /** Larger answers are not kept. */
  maxBytes?: number;
  /** Budget for all kept answers together; the least recently used go first. */
  maxTotalBytes?: number;
  now?: () => number;
  /** Carries "a write was accepted" between app processes (Redis); absent with one process. */
  bus?: CacheInvalidationBus;
  /** Told of every guest lookup, answered from the cache or passed on (for /metrics). */
  onLookup?: (result: 'hit' | 'miss') => void;
};

/**
 * How the guest caches of several app processes empty together. The hit path only reads
 * `up()`: while the shared signal is down the cache is bypassed (answers stay fresh, just
 * uncached), and the bus calls the subscriber when it comes back, since writes may have been
 * missed meanwhile.
 */
export type CacheInvalidationBus = {
  /** True while other processes' writes reach this one. */
  up(): boolean;
  /** Tells the other processes that this one accepted a write. */
  publish(): void;
  /** Called when another process accepted a write, and when the bus recovers. */
  subscribe(onInvalidate: () => void): void;
};

/** One stored body as sent: its bytes, its ETag and every header, built once when stored. */
type Variant = { body: Uint8Array<ArrayBuffer>; etag: string | null; headers: Record<string, string> };
/** The identity body and, for text of 1 KB or more, its brotli and gzip forms (decision 042). */
type Entry = {
  status: number;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  size: number;
  expires: number;
};

const CACHEABLE_TYPE = /^(application\/json|text\/html)/;

/**
 * Whether a request may get an answer made for one person: any trace of a session, however
 * the cookie is spelled (a parser that disagreed with the pages' own could otherwise store a
 * signed-in page for guests), a pending toast (flash cookie), a remembered livestream
 * passphrase (it opens players guests must not get), or credentials.
 */
export function isPersonalRequest(request: Request): boolean {
  const cookies = request.headers.get('Cookie') ?? '';
  return (
    cookies.includes(SESSION_COOKIE) ||
    cookies.includes(TOAST_COOKIE) ||
    cookies.includes(PASS_COOKIE) ||
    request.headers.has('Authorization')
  );
}

/**
 * Answers guests' repeated GETs (API and pages) from memory. Most traffic is anonymous and
 * reads the same programme, while the embedded database runs one query at a time, so this is
 * what lets one process serve a crowd. Requests with a session (cookie or bearer) always go
 * through, and answers marked `no-store` are never kept. Every accepted write (an unsafe method answered below 400) empties the cache, so a
 * change is visible at once; the TTL covers what changes with the clock alone. With several
 * app processes the empty-on-write signal travels through `bus` (Redis, docs/decisions/040).
 */
export function guestCache(opts: GuestCacheOptions): MiddlewareHandler {
  const entries = new Map<string, Entry>();
  const maxEntries = opts.maxEntries ?? 2000;
  const maxBytes = opts.maxBytes ?? 512 * 1024;
  const maxTotalBytes = opts.maxTotalBytes ?? 64 * 1024 * 1024;
  const now = opts.now ?? Date.now;
  let totalBytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.size;
    entries.delete(key);
  };
  // Bumped by every emptying: an answer computed before a write finished must not be stored after it.
  let generation = 0;
  const clear = () => {
    entries.clear();
    totalBytes = 0;
    generation++;
  };
  const bus = opts.bus;
  bus?.subscribe(clear);
  // Expired answers are dropped as time passes, not only when newer ones push them out.
  let lastSweep = 0;
  const sweep = (t: number) => {
    if (t - lastSweep < opts.ttlMs) return;
    lastSweep = t;
    for (const [key, entry] of entries) if (entry.expires <= t) remove(key);
  };

  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400) {
        clear();
        bus?.publish();
      }
      return;
    }
    if (bus && !bus.up()) return next();
    if (isPersonalRequest(c.req.raw)) return next();
    sweep(now());

    const url = new URL(c.req.url);
    const isPage = !url.pathname.startsWith('/api/');
    // Pages may redirect by the remembered or preferred language, and build absolute links from
    // the host when PUBLIC_URL is unset, so those are part of the key (a forged Host header must
    // not poison what other visitors get).
    // The locale cookie is read with the same parser the pages use.
    const vary = isPage
      ? `|${c.req.header('Host') ?? ''}|${readLocaleCookie(c.req.header('Cookie') ?? '') ?? ''}|${(c.req.header('Accept-Language') ?? '').slice(0, 2)}`
      : '';
    const key = `${url.pathname}${url.search}${vary}`;

    const hit = entries.get(key);
    if (hit && hit.expires <= now()) remove(key);
    if (hit && hit.expires > now()) {
      entries.delete(key);
      entries.set(key, hit);
      opts.onLookup?.('hit');
      // No compression work on a hit: the variant was made when the answer was stored.
      const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
      const variant = hit.variants[encoding] ?? hit.variants.identity;
      const inm = c.req.header('If-None-Match');
      // compress() has already taken this encoding's suffix off the browser's tags.
      const tags = inm ? inm.split(/\s*,\s*/) : [];
      if (variant.etag && (tags.includes(variant.etag) || tags.includes(hit.variants.identity.etag!))) {
        const notModified: Record<string, string> = {};
        for (const k of ['etag', 'cache-control', 'vary']) if (variant.headers[k]) notModified[k] = variant.headers[k];
        return new Response(null, { status: 304, headers: notModified });
      }
      return new Response(method === 'HEAD' ? null : variant.body, { status: hit.status, headers: variant.headers });
    }

    opts.onLookup?.('miss');
    const started = generation;
    await next();
    const res = c.res;
    if (
      started !== generation ||
      res.status !== 200 ||
      res.headers.has('set-cookie') ||
      /private/.test(res.headers.get('cache-control') ?? '') ||
      isNoStore(res) ||
      !CACHEABLE_TYPE.test(res.headers.get('content-type') ?? '')
    )
      return;
    if (method === 'HEAD') return;
    const body = new Uint8Array(await res.clone().arrayBuffer());
    if (body.byteLength > maxBytes) return;
    const entry = storedEntry(res, body, now() + opts.ttlMs);
    remove(key);
    entries.set(key, entry);
    totalBytes += entry.size;
    // The browser gets the variant just made, so a miss is not compressed a second time.
    const sent = entry.variants[negotiateEncoding(c.req.header('Accept-Encoding'))] ?? entry.variants.identity;
    c.res = undefined;
    c.res = new Response(sent.body, { status: entry.status, headers: sent.headers });
    while (entries.size > maxEntries || totalBytes > maxTotalBytes) remove(entries.keys().next().value!);
  };
}

/** The identity body and its compressed forms with their headers, built once per stored answer. */
function storedEntry(res: Response, body: Uint8Array<ArrayBuffer>, expires: number): Entry {
  const base: Record<string, string> = {};
  for (const [k, v] of res.headers) if (k !== 'content-length' && k !== 'content-encoding') base[k] = v;
  const compressible = isCompressibleType(base['content-type']);
  if (compressible) base['vary'] = base['vary'] ? `${base['vary']}, Accept-Encoding` : 'Accept-Encoding';
  const etag = base['etag'] ?? null;
  const variant = (encoding: Encoding, bytes: Uint8Array<ArrayBuffer>): Variant => {
    const headers: Record<string, string> = { ...base, 'content-length': String(bytes.byteLength) };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    const e = etag && etagForEncoding(etag, encoding);
    if (e) headers['etag'] = e;
    return { body: bytes, etag: e, headers };
  };
  const variants: Entry['variants'] = { identity: variant('identity', body) };
  let size = body.byteLength;
  if (compressible && body.byteLength >= COMPRESS_MIN_BYTES) {
    for (const encoding of ['br', 'gzip'] as const) {
      const bytes = compressBody(body, encoding) as Uint8Array<ArrayBuffer>;
      variants[encoding] = variant(encoding, bytes);
      size += bytes.byteLength;
    }
  }
  return { status: res.status, variants, size, expires };
}
