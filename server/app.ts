import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { secureHeaders } from 'hono/secure-headers';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { sql } from 'drizzle-orm';
import type { AppDeps } from './deps';
import { AppError } from '../core/errors/app-error';
import { contentDisposition } from '../core/media/content-disposition';
import { PDF_EXT, PDF_MIME } from '../core/media/document-types';
import { findStoredFileName } from '../core/media/find-stored-file-name';
import { aliasTarget } from '../app/i18n/route-aliases';
import { createApi } from './api';
import { errorBody } from './error-body';
import { logUnexpectedError } from './log-error';
import { MatchMemoRouter } from './match-memo-router';
import { countGuestCache } from './metrics';
import { metricsRoute } from './metrics-route';
import { oneAuthority } from './request-target';
import { compress } from './middleware/compress';
import { refuseCrossSiteLoads } from './middleware/fetch-metadata';
import { checkHealth } from './scale-out/check-health';
import { guestCacheListener } from './guest-cache-listener';
import { createGuestCache, isPersonalRequest, type GuestCache, type GuestCacheOptions } from './middleware/guest-cache';
import { apiBodyLimit, pageBodyLimit } from './middleware/input-limits';
import { authRateLimits } from './middleware/rate-limit';
import { clearOnWrite } from './middleware/read-memo';
import { clientIp } from './middleware/request-origin';
import { requestLog } from './middleware/request-log';
import { serveStoredFile } from './middleware/serve-stored-file';
import { sameOrigin } from './middleware/same-origin';
import { sessionUpkeep } from './middleware/session-upkeep';
import { closeOf } from './page-admission';
import type { PageHandler } from './pages';
import { createEmbed } from './widget/embed-routes';

export type CreateAppOptions = AppDeps & {
  /** The SSR handler for every path that is not the API, uploads or assets. */
  pages?: PageHandler;
  /** Directory with the built client (build/client); absent in tests and in dev (Vite serves it). */
  clientDir?: string;
  /** Reuse guests' GET answers in memory (production); off by default so tests see every write. */
  guestCache?: GuestCacheOptions;
};

/** The HTTP application without a socket: reused by main, dev and tests. */
export function createApp(opts: CreateAppOptions): Hono {
  const app = new Hono({ router: new MatchMemoRouter() });
  const { db, config, limits, storage } = opts;

  app.use('*', requestLog(config));
  const siteHeaders = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: PERMISSIONS_POLICY,
  });
  // The embeddable programme alone is framed and loaded by other sites (decision 039): no
  // X-Frame-Options (its own CSP says frame-ancestors *) and a cross-origin resource policy.
  const embedHeaders = secureHeaders({
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'cross-origin',
    xFrameOptions: false,
    permissionsPolicy: PERMISSIONS_POLICY,
  });
  app.use('*', (c, next) => (EMBED_PATHS.has(c.req.path) ? embedHeaders(c, next) : siteHeaders(c, next)));

  // Compression (decision 042): outside the guest cache, whose hits are encoded already.
  app.use('*', compress());

  // Another site's page may link to the API, never load it (decision 059): refused before any
  // work, count or cache, here and in the guest cache's listener.
  app.use('/api/*', refuseCrossSiteLoads());
  // Before the API and the pages: both doors take cookie-authenticated writes and account forms.
  app.use('*', sameOrigin(config));
  // A session in use is renewed, and moved to its `__Host-` name over https (decision 090); its
  // Set-Cookie is added after the rate limits have seen whether the answer signed in.
  app.use('*', sessionUpkeep(config));
  // Before the rate limits, which read the account field of auth bodies. Uploads have their
  // own, larger limit (UPLOAD_MAX_MB), checked right after the sign-in check (server/api/upload.ts),
  // as do bank statements (5 MB, server/api/ticket-orders.ts).
  const limitBody = apiBodyLimit();
  const ownLimit = new Set(['/api/upload', '/api/ticket-orders/statement']);
  app.use('/api/*', (c, next) => (ownLimit.has(c.req.path) ? next() : limitBody(c, next)));
  const limitForm = pageBodyLimit();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : limitForm(c, next)));
  app.use('*', authRateLimits({ config, limits }));

  if (opts.readMemo) app.use('*', clearOnWrite(opts.readMemo));
  if (opts.guestCache) {
    const guest = createGuestCache({
      ...opts.guestCache,
      onLookup: countGuestCache,
      ...(opts.shared ? { bus: opts.shared.invalidation } : {}),
    });
    guestCaches.set(app, { cache: guest, config });
    const cache = guest.middleware;
    app.use('/api/*', cache);
    if (opts.pages) app.use('*', async (c, next) => (isStaticPath(c.req.path) ? next() : cache(c, next)));
  }

  app.get('/healthz', async (c) => {
    const health = await checkHealth({
      database: async () => {
        await db.execute(sql`select 1`);
      },
      ...(opts.shared ? { redis: opts.shared.check } : {}),
      storage: async () => {
        await opts.storage.check?.();
      },
    });
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.status === 'ok' ? 200 : 503);
  });

  app.route('/embed', createEmbed(opts));
  app.get('/metrics', metricsRoute(opts));

  app.route('/api', createApi(opts));
  // Unknown API paths answer JSON, never the HTML 404 page.
  app.all('/api/*', (c) => c.json(errorBody(new AppError('Request.notFound')), 404));

  app.use('/uploads/*', async (c, next) => {
    await next();
    if (c.res.status !== 200 && c.res.status !== 206) return;
    // File names are random and never reused, so a stored file never changes.
    c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    // Uploaded SVGs come from users: served from our origin they must not run script.
    if (c.req.path.endsWith('.svg'))
      c.res.headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // Uploaded PDFs likewise (a PDF may carry script), shown in the browser under their name.
    if (c.req.path.endsWith(PDF_EXT)) {
      c.res.headers.set('Content-Type', PDF_MIME);
      c.res.headers.set('Content-Security-Policy', 'sandbox');
      const key = c.req.path.slice(c.req.path.lastIndexOf('/') + 1);
      c.res.headers.set('Content-Disposition', contentDisposition((await findStoredFileName(db, key)) ?? 'document', PDF_EXT));
    }
  });
  if (storage.read) app.use('/uploads/*', serveStoredFile({ ...storage, read: storage.read.bind(storage) }));
  else app.use('/uploads/*', serveStatic({ root: config.dataDir }));
  app.all('/uploads/*', (c) => c.text('Not Found', 404));

  if (opts.clientDir && existsSync(opts.clientDir)) {
    const root = opts.clientDir;
    app.use(
      '/assets/*',
      // The build writes .br and .gz beside each script and style (vite.config.ts).
      serveStatic({
        root,
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
          if (!c.res.headers.get('Vary')) c.header('Vary', 'Accept-Encoding');
        },
      }),
    );
    // Other files of the client build (favicon, robots.txt) with a short cache.
    app.use('*', async (c, next) => {
      const p = c.req.path;
      // The door's service worker (decision 116): asked again on every visit, so a new one takes over at once.
      if (c.req.method === 'GET' && p === '/door-sw.js') {
        return serveStatic({ root, onFound: (_path, cc) => cc.header('Cache-Control', 'no-cache') })(c, next);
      }
      if (c.req.method === 'GET' && /^\/[\w.-]+\.(ico|png|svg|txt|webmanifest)$/.test(p) && existsSync(join(root, p))) {
        return serveStatic({ root, onFound: (_path, cc) => cc.header('Cache-Control', 'public, max-age=3600') })(c, next);
      }
      return next();
    });
  }

  app.onError((err, c) => {
    if (err instanceof AppError) {
      const retryAfter = err.details?.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return c.json(errorBody(err), err.status as 400);
    }
    logUnexpectedError(err, c.get('requestId'));
    return c.json(errorBody(new AppError('Request.internal')), 500);
  });

  // Addresses people guess for admin screens (`/admin/orders`) lead to the screen's own (decision 086).
  app.get('*', async (c, next) => {
    const target = aliasTarget(c.req.path);
    if (!target) return next();
    return c.redirect(`${target}${new URL(c.req.url).search}`, 301);
  });

  const pages = opts.pages;
  if (pages)
    app.all('*', async (c) => {
      // React Router reads empty segments away (`//` is the home page, `/kalendar//` the
      // calendar), so one page would answer under many addresses, and `//` as a link is another
      // host's: such a path is sent to its one address instead (decision 065).
      const path = c.req.path;
      if (path.includes('//')) return c.redirect(`${path.replace(/\/{2,}/g, '/')}${new URL(c.req.url).search}`, 301);
      // Node's response, when the app runs on node:http: a page holds its place in the queue
      // until that has closed (decision 179).
      const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
      const res = await pages(c.req.raw, clientIp(c, config), c.get('requestId'), outgoing ? closeOf(outgoing) : undefined);
      // A client that left during the render made React Router give up with a 500 (its loaders
      // were aborted); nothing is sent to anyone, and it is no fault of ours: answered as a
      // client abort (499, nginx's "client closed request"), logged at info and counted apart
      // from the 5xx, so nobody can fire our alerts by hanging up (issue 31, D2).
      if (c.req.raw.signal.aborted) return c.body(null, CLIENT_CLOSED_REQUEST);
      // A page made for one person (their name in the header, their toast, their seats) is
      // kept by no shared cache and revalidated by the browser; a route that says more
      // (`private, no-store` on the Me page) keeps its own.
      if (res.status === 200 && isPersonalRequest(c.req.raw) && !res.headers.has('Cache-Control'))
        res.headers.set('Cache-Control', 'private, no-cache');
      return res;
    });
  return app;
}

const guestCaches = new WeakMap<Hono, { cache: GuestCache; config: CreateAppOptions['config'] }>();

/**
 * The node:http listener for an app made by createApp. Every request first gets one authority
 * (`oneAuthority`, decision 064): an absolute-form target is rewritten to the origin form with
 * its host as Host, so the pages' links and the guest cache's key name the same host. With the
 * guest cache, its hits are answered before the app once the app has answered that kind of hit
 * (decision 047): the headers the app sends for those are noted here on their way out and
 * replayed to later guests, so a middleware above the guest cache must not add headers that
 * depend on the request (X-Request-Id aside).
 */
export function requestListener(app: Hono): (req: IncomingMessage, res: ServerResponse) => void {
  const guest = guestCaches.get(app);
  if (!guest) return oneAuthority(getRequestListener(app.fetch));
  const { cache, config } = guest;
  const listener = getRequestListener(async (request: Request, env) => {
    const response = await app.fetch(request, env);
    cache.recordSent(request, response);
    return response;
  });
  return oneAuthority(guestCacheListener({ cache, config, app: listener }));
}

/** Not an HTTP status a client ever receives: nginx's mark for a request its client abandoned. */
const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/**
 * What the browser may offer our pages and the frames in them (decision 090): the camera to our
 * own pages alone (the door scanner will read tickets with it), nothing of the rest. Players'
 * fullscreen and autoplay keep their defaults, which the livestream frames ask for. Only
 * features Chromium knows: it warns in every page's console about any other (`bluetooth` was
 * one), and a feature it does not know it does not gate anyway.
 */
const PERMISSIONS_POLICY = {
  camera: ['self'],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  serial: [],
  hid: [],
  midi: [],
  magnetometer: [],
  gyroscope: [],
  accelerometer: [],
  displayCapture: [],
  browsingTopics: [],
} satisfies NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy'];

/** The widget's script and page (server/widget/), the only answers other sites may frame or load. */
const EMBED_PATHS = new Set(['/embed/programme', '/embed/programme.js']);
const isStaticPath = (path: string) =>
  path === '/healthz' ||
  path === '/metrics' ||
  path.startsWith('/api/') ||
  path.startsWith('/assets/') ||
  path.startsWith('/uploads/');
