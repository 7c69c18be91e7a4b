import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '../db/client';
import { appliedMigrations, migrateDatabase } from '../db/migrate';
import { withStartupLock } from '../db/startup-lock';
import { seedDemoContentIfEmpty } from '../db/demo/seed';
import { resanitizeStoredRichText } from '../core/rich-text/resanitize-stored-rich-text';
import { startNoticeWorker } from '../core/notices/start-notice-worker';
import { startRetentionWorker } from '../core/privacy/start-retention-worker';
import { createApp, requestListener } from './app';
import { signupMail } from './api/signup-mail';
import { answerSnapshotRequests } from './backup/pglite-snapshot-requests';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { logger } from './logger';
import { PAGES_AT_ONCE, PAGES_AT_ONCE_POSTGRES } from './page-admission';
import { createPageHandler } from './pages';
import { assertDeployment } from './scale-out/check-deployment';
import { releaseBootMemory } from './release-boot-memory';
import { RESTARTED_ENV, restartProcess, shouldRestartAfterSetup } from './restart-after-setup';
import type { SharedState } from './scale-out/redis-shared-state';

/** How long a shutdown waits for requests in flight before it cuts them off. */
const SHUTDOWN_GRACE_MS = 10_000;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type StartOptions = {
  /** Returns the React Router server build (fresh per request in dev). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middlewares, run before the app in development. */
  devMiddleware?: Middleware;
  /** Built client assets directory (production). */
  clientDir?: string;
  /** The empty embedded database a new DATA_DIR starts from (production build, decision 048). */
  pgliteTemplate?: string;
  /**
   * After a first start's work (a new embedded data directory, the demo content seeded), start
   * again as a new process image before listening, leaving that work's memory behind (the
   * production entry; decision 195).
   */
  restartAfterSetup?: boolean;
};

/** config (refusing what cannot be shared) -> database -> Redis -> migrations and demo content (one process at a time) -> HTTP -> graceful shutdown. */
export async function start(opts: StartOptions): Promise<Server> {
  const config = loadConfig();
  if (!config.publicUrl && config.mode === 'production') {
    logger.warn(`PUBLIC_URL is not set: links in e-mails point at ${config.mailBaseUrl}. Set it to the site's public address.`);
  }
  assertDeployment({
    several: config.scaleOut,
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    sharedStorage: config.storage.kind === 's3',
    sessionSecretConfigured: config.sessionSecretConfigured,
  });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    template: opts.pgliteTemplate,
    fsync: config.pgliteFsync,
  });
  // ioredis and nodemailer (below) load only when Redis and SMTP are configured (decision 050).
  const { redisUrl } = config;
  const shared: SharedState | undefined = redisUrl
    ? await import('./scale-out/redis-shared-state').then((m) =>
        m.connectSharedState({ url: redisUrl, prefix: config.redisPrefix }),
      )
    : undefined;
  const deps = createDeps({
    db: database.db,
    config,
    buildVersion: typeof opts.build === 'function' ? 'dev' : opts.build.assets.version,
    ...(shared ? { shared } : {}),
    readMemo: true,
  });
  // Processes starting at once on one PostgreSQL take turns: one migrates and seeds, the others find it done.
  let setUp = database.created === true;
  await withStartupLock(database, async () => {
    await migrateDatabase(database);
    if (config.demoContent) {
      const seeded = await seedDemoContentIfEmpty(database.db, {
        storage: deps.storage,
        editions: config.demoEditions,
        today: config.now(),
      });
      if (seeded) {
        setUp = true;
        logger.info(
          config.demoEditions === '2021'
            ? 'Loaded the demo content (the 2021 edition, current).'
            : 'Loaded the demo content (2021 archived, a current edition ahead).',
        );
      }
      deps.readMemo?.clear();
    }
    // Text stored before the picture rule tightened follows it from now on (decision 055).
    const rewritten = await resanitizeStoredRichText(database.db, { site: deps.site });
    if (rewritten) {
      logger.info({ rows: rewritten }, 'Sanitized stored rich text again under the current policy.');
      deps.readMemo?.clear();
    }
  });

  // A first start's work done, the process starts again as a new image of itself (decision 195).
  const { execve } = process;
  if (opts.restartAfterSetup && typeof execve === 'function' && shouldRestartAfterSetup({ setUp, env: process.env })) {
    await shared?.close();
    await database.close();
    // pino writes on libuv's threads, which execve stops: let what this image logged reach stdout.
    await new Promise<void>((resolve) => setTimeout(resolve, 100));
    restartProcess(execve, process, config.now());
  }
  if (process.env[RESTARTED_ENV] === '1') logger.info("Started again after the first start's set-up, leaving its memory behind.");

  // `npm run backup` asks for a copy of the embedded database this process holds (decision 093).
  const stopSnapshots = answerSnapshotRequests(database, config.dataDir, {
    migrations: () => appliedMigrations(database.db),
    onError: (err) => logger.error({ err }, 'copying the embedded database for a backup failed'),
  });

  const { smtpUrl } = config;
  const stopMail = smtpUrl
    ? await import('../core/mailer/start-mail-worker').then((m) =>
        m.startMailWorker(database.db, { smtpUrl, from: config.mailFrom }),
      )
    : async () => {};
  // Order mails are composed after their commit, SMTP or not; polling finds what a dead process left (decision 157).
  const stopComposer = deps.mailComposer.poll(10_000);
  // Change notices go after their quiet period, SMTP or not (decision 121); the no-show
  // control asks and releases seats by the programme clock (decision 134).
  const stopNotices = startNoticeWorker(database.db, {
    ctx: signupMail(deps),
    secret: config.sessionSecret,
    clock: deps.clock,
    onError: (err) => logger.error({ err }, 'sending change notices failed'),
  });
  // Personal data past its retention period goes once a day, by the programme clock (decision 153);
  // not on the demo content unless RETENTION_PURGE asks: its sample people are the demo.
  const stopRetention = config.retentionPurge
    ? startRetentionWorker(database.db, {
        clock: deps.clock,
        ctx: signupMail(deps),
        onError: (err) => logger.error({ err }, 'the retention purge failed'),
        onRun: (counts) => {
          if (counts && Object.values(counts).some((n) => n > 0)) logger.info({ counts }, 'retention purge');
        },
      })
    : async () => {};

  // A few pages are made at once, the rest in turn (decisions 179 and 191).
  const pages = createPageHandler(opts.build, deps, config.mode === 'development' ? 'development' : 'production', {
    atOnce: database.kind === 'pglite' ? PAGES_AT_ONCE : PAGES_AT_ONCE_POSTGRES,
  });
  const app = createApp({
    ...deps,
    pages,
    guestCache: { ttlMs: 10_000 },
    ...(opts.clientDir ? { clientDir: opts.clientDir } : {}),
  });
  const listener = requestListener(app);
  const dev = opts.devMiddleware;
  const server = createServer(dev ? (req, res) => dev(req, res, () => void listener(req, res)) : listener);

  releaseBootMemory();
  await new Promise<void>((ok) => server.listen(config.port, ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { port, database: database.kind, storage: config.storage.kind, redis: Boolean(shared) },
    `Innoweek is listening on http://localhost:${port} (${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}${shared ? ', shared state in Redis' : ''})`,
  );

  // Graceful shutdown: stop accepting, let requests in flight finish (at most SHUTDOWN_GRACE_MS),
  // stop the mail worker, close the storage client and the database, exit 0.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    server.close(async () => {
      try {
        stopSnapshots();
        await stopNotices();
        await stopComposer();
        await stopRetention();
        await stopMail();
        (deps.storage as { close?: () => void }).close?.();
        await shared?.close();
        await database.close();
        logger.info('stopped');
        logger.flush();
        process.exit(0);
      } catch (err) {
        logger.error({ err }, 'shutdown failed');
        logger.flush();
        process.exit(1);
      }
    });
    // Idle keep-alive sockets are closed now; busy ones once their response is sent.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    setTimeout(() => {
      logger.warn(`requests still open after ${SHUTDOWN_GRACE_MS / 1000} s; closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  return server;
}
