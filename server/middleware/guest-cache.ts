import type { MiddlewareHandler } from 'hono';
import { readLocaleCookie } from '../../app/i18n/locale-cookie';
import { SESSION_COOKIE } from '../../core/accounts/session-cookie';
import { TOAST_COOKIE } from '../../app/toasts/flash-toast';
import { PASS_COOKIE } from '../../core/livestreams/pass-cookie';
import { isNoStore } from './cache';
import { isCrossSiteSubresource } from './fetch-metadata';
import {
  COMPRESS_MIN_BYTES,
  compressBody,
  etagForEncoding,
  isCompressibleType,
  negotiateEncoding,
  suffixesNotModifiedEtag,
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

/**
 * One stored body as sent: its bytes, its ETag and every header, built once when stored; and,
 * once the app has answered a hit of each kind, the headers it sent for it (see `Sent`).
 */
type Variant = {
  body: Uint8Array<ArrayBuffer>;
  etag: string | null;
  headers: Record<string, string>;
  sent: Partial<Record<HitKind, Sent>>;
};
type HitKind = 'GET 200' | 'HEAD 200' | 'GET 304' | 'HEAD 304';

/**
 * The answer to one kind of hit exactly as the app sent it, after every middleware outside the
 * cache (security headers, X-Request-Id): a flat `[name, value, …]` list in the order written,
 * whose X-Request-Id value (at `idAt`) is filled per request, and the route the request log names.
 */
export type Sent = { headers: string[]; idAt: number; route: string };

/** What the node:http listener needs of a request to answer it from the cache (decision 047). */
export type GuestRequest = {
  method: string;
  /** The request target as the URL parser gives it: pathname and search. */
  target: string;
  header(name: string): string | null | undefined;
  /** If-None-Match as the browser sent it, before compress() took the encoding's suffix off (ready only). */
  sentIfNoneMatch?: string | null;
};

/** A hit the listener may write as it is: status, body (none for HEAD and 304) and the app's headers. */
export type ReadyHit = { status: number; body: Uint8Array | null; sent: Sent };

/**
 * The guest cache: `middleware` stores and answers inside the app; `ready` answers, outside the
 * app, the hits the app has already answered once (status, headers and body as it sent them);
 * `recordSent` takes note of the headers the app sent for a hit.
 */
export type GuestCache = {
  middleware: MiddlewareHandler;
  ready(request: GuestRequest): ReadyHit | undefined;
  recordSent(request: Request, response: Response): void;
};
/** The identity body and, for text of 1 KB or more, its brotli and gzip forms (decision 042). */
type Entry = {
  status: number;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  size: number;
  expires: number;
};

/** A kept answer found for a request: the variant its encoding gets, and 200 or 304. */
type Hit = { entry: Entry; encoding: Encoding; variant: Variant; status: number };

const CACHEABLE_TYPE = /^(application\/json|text\/html)/;

/**
 * Whether a request may get an answer made for one person: any trace of a session, however
 * the cookie is spelled (a parser that disagreed with the pages' own could otherwise store a
 * signed-in page for guests), a pending toast (flash cookie), a remembered livestream
 * passphrase (it opens players guests must not get), or credentials.
 */
export function isPersonalRequest(request: Request): boolean {
  return isPersonal((name) => request.headers.get(name));
}

function isPersonal(header: GuestRequest['header']): boolean {
  const cookies = header('cookie') ?? '';
  return (
    cookies.includes(SESSION_COOKIE) ||
    cookies.includes(TOAST_COOKIE) ||
    cookies.includes(PASS_COOKIE) ||
    header('authorization') != null
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
  return createGuestCache(opts).middleware;
}

/** The guest cache with its way in from node:http as well (`ready`, decision 047); see guestCache. */
export function createGuestCache(opts: GuestCacheOptions): GuestCache {
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

  /**
   * The rules both ways in share: which GETs and HEADs may be answered for guests (undefined:
   * pass it on), their key, and the kept answer with the variant and status it gets.
   */
  const find = (request: GuestRequest): { key: string; hit?: Hit } | undefined => {
    if (bus && !bus.up()) return undefined;
    if (isPersonal(request.header)) return undefined;
    const isPage = !request.target.startsWith('/api/');
    // The app refuses another site's loads of the API (decision 059), kept answers included.
    if (!isPage && isCrossSiteSubresource(request.header)) return undefined;
    const t = now();
    sweep(t);
    // Pages may redirect by the remembered or preferred language, and build absolute links from
    // the host when PUBLIC_URL is unset, so those are part of the key (a forged Host header must
    // not poison what other visitors get). The links come from the request URL, which names the
    // Host because the listener rewrote any absolute-form target first (decision 064).
    // The locale cookie is read with the same parser the pages use.
    const vary = isPage
      ? `|${request.header('host') ?? ''}|${readLocaleCookie(request.header('cookie') ?? '') ?? ''}|${(request.header('accept-language') ?? '').slice(0, 2)}`
      : '';
    const key = `${request.target}${vary}`;
    const entry = entries.get(key);
    if (!entry) return { key };
    if (entry.expires <= t) {
      remove(key);
      return { key };
    }
    // No compression work on a hit: the variant was made when the answer was stored.
    const encoding = negotiateEncoding(request.header('accept-encoding'));
    const variant = entry.variants[encoding] ?? entry.variants.identity;
    // The If-None-Match seen here has this encoding's suffix taken off already (ifNoneMatchFor).
    const inm = request.header('if-none-match');
    const tags = inm ? inm.split(/\s*,\s*/) : [];
    const notModified = !!variant.etag && (tags.includes(variant.etag) || tags.includes(entry.variants.identity.etag!));
    return { key, hit: { entry, encoding, variant, status: notModified ? 304 : entry.status } };
  };
  const markUsed = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    opts.onLookup?.('hit');
  };
  // Hits the app answered whose outgoing headers are not known yet, by request (see recordSent).
  const unrecorded = new WeakMap<Request, { sent: Variant['sent']; kind: HitKind; route: string }>();

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      await next();
      if (c.res.status < 400) {
        clear();
        bus?.publish();
      }
      return;
    }
    const header = (name: string) => c.req.header(name);
    // A personal request passes before its URL is parsed (find() would refuse it anyway; decision 184).
    if (isPersonal(header)) return next();
    const url = new URL(c.req.url);
    const found = find({ method, target: `${url.pathname}${url.search}`, header });
    if (!found) return next();
    const hit = found.hit;
    if (hit) {
      markUsed(found.key, hit.entry);
      const { variant, status } = hit;
      const kind = `${method} ${status}` as HitKind;
      if (!variant.sent[kind]) unrecorded.set(c.req.raw, { sent: variant.sent, kind, route: c.req.routePath });
      if (status === 304) {
        const notModified: Record<string, string> = {};
        for (const k of ['etag', 'cache-control', 'vary']) if (variant.headers[k]) notModified[k] = variant.headers[k];
        return new Response(null, { status, headers: notModified });
      }
      return new Response(method === 'HEAD' ? null : variant.body, { status, headers: variant.headers });
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
    remove(found.key);
    entries.set(found.key, entry);
    totalBytes += entry.size;
    // The browser gets the variant just made, so a miss is not compressed a second time.
    const sent = entry.variants[negotiateEncoding(c.req.header('Accept-Encoding'))] ?? entry.variants.identity;
    c.res = undefined;
    c.res = new Response(sent.body, { status: entry.status, headers: sent.headers });
    while (entries.size > maxEntries || totalBytes > maxTotalBytes) remove(entries.keys().next().value!);
  };

  return {
    middleware,
    ready(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      const found = find(request);
      const hit = found?.hit;
      if (!hit) return undefined;
      const sent = hit.variant.sent[`${request.method} ${hit.status}` as HitKind];
      // Until the app has answered this kind of hit once, its outgoing headers are not known;
      // a 304 whose ETag compress() would write otherwise than usual is left to the app.
      if (!sent || (hit.status === 304 && suffixesNotModifiedEtag(hit.variant.etag, hit.encoding, request.sentIfNoneMatch)))
        return undefined;
      markUsed(found.key, hit.entry);
      return { status: hit.status, body: hit.status === 304 || request.method === 'HEAD' ? null : hit.variant.body, sent };
    },
    recordSent(request, response) {
      const pending = unrecorded.get(request);
      if (!pending) return;
      unrecorded.delete(request);
      const headers: string[] = [];
      let idAt = -1;
      for (const [name, value] of response.headers) {
        if (name === 'x-request-id') idAt = headers.length + 1;
        headers.push(name, value);
      }
      // Only the shape the app gives every hit is replayed: its own request id, no cookie.
      if (idAt < 0 || response.headers.has('set-cookie')) return;
      pending.sent[pending.kind] = { headers, idAt, route: pending.route };
    },
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
    return { body: bytes, etag: e, headers, sent: {} };
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
