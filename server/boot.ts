import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { withStartupLock } from '../db/startup-lock';
import { seedDemoContentIfEmpty } from '../db/demo/seed';
import { startMailWorker } from '../core/mailer/start-mail-worker';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { createPageHandler } from './pages';
import { assertDeployment } from './scale-out/check-deployment';
import { connectSharedState, type SharedState } from './scale-out/redis-shared-state';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type StartOptions = {
  /** Returns the React Router server build (fresh per request in dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middlewares, run before the app in development. */
  devMiddleware?: Middleware;
  /** Built client assets directory (production). */
  clientDir?: string;
};

/** config (refusing what cannot be shared) -> database -> Redis -> migrations and demo content (one process at a time) -> HTTP -> graceful shutdown. */
export async function start(opts: StartOptions): Promise<Server> {
  const config = loadConfig();
  if (!config.publicUrl && config.mode === 'production') {
    console.warn(`PUBLIC_URL is not set: links in e-mails point at ${config.mailBaseUrl}. Set it to the site's public address.`);
  }
  assertDeployment({
    several: config.scaleOut,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    // Uploads are on local disk until S3-compatible storage is configured (issue 14, item 3).
    sharedStorage: false,
    sessionSecretConfigured: config.sessionSecretConfigured,
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const shared: SharedState | undefined = config.redisUrl
    ? await connectSharedState({ url: config.redisUrl, prefix: config.redisPrefix })
    : undefined;
  const deps = createDeps({
    db: database.db,
    config,
    buildVersion: typeof opts.build === 'function' ? 'dev' : opts.build.assets.version,
    ...(shared ? { shared } : {}),
  });
  // Processes starting at once on one PostgreSQL take turns: one migrates and seeds, the others find it done.
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (config.demoContent) {
      const seeded = await seedDemoContentIfEmpty(database.db, { storage: deps.storage });
      if (seeded) console.log('Loaded the demo content (2021 edition).');
    }
  });

  const stopMail = config.smtpUrl
    ? startMailWorker(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom })
    : async () => {};

  const pages = createPageHandler(opts.build, deps, config.mode === 'development' ? 'development' : 'production');
  const app = createApp({
    ...deps,
    pages,
    guestCache: { ttlMs: 10_000 },
    ...(opts.clientDir ? { clientDir: opts.clientDir } : {}),
  });
  const listener = getRequestListener(app.fetch);
  const dev = opts.devMiddleware;
  const server = createServer(dev ? (req, res) => dev(req, res, () => void listener(req, res)) : listener);

  await new Promise<void>((ok) => server.listen(config.port, ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(
    `Innoweek is listening on http://localhost:${port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}${shared ? ', shared state in Redis' : ''})`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then closing the database.`);
    // Stop accepting; requests in flight finish; idle keep-alive sockets are closed now.
    server.close(async () => {
      await stopMail();
      await shared?.close();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      console.error('Requests still open after 10 s; closing anyway.');
      server.closeAllConnections();
    }, 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
