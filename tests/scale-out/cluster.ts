/**
 * Several app processes as issue 14 deploys them: the production build (`build/server/index.js`,
 * run from a private copy) started as child processes with SCALE_OUT=true on one fresh
 * PostgreSQL database, one Redis (a redis-server child) and one S3-compatible server (S3rver in
 * this process), so a test can kill a process, or take Redis or the bucket away and bring it back.
 * Used by the two-process test (tests/scale-out/) and by the bench's scale-out mode.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keepTail } from '../../bench/child-output';
import { openDatabase, type Database } from '../../db/client';
import { freePort } from '../free-port';
import { startRedisServer, type TestRedis } from '../redis-server';
import { startS3Server, type TestS3Server } from '../s3-server';
import { createScratchPostgres } from '../scratch-postgres';

export type AppProcess = {
  name: string;
  url: string;
  pid: number;
  /** Sends the signal and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** The last lines it printed (warnings and errors: LOG_LEVEL=warn). */
  output(): string;
};

export type Cluster = {
  apps: AppProcess[];
  /** The database the processes share, for factories and for reading what they wrote. */
  database: Database;
  redis: TestRedis;
  s3: TestS3Server;
  /** Their SESSION_SECRET, to mint session tokens the way a login does. */
  sessionSecret: string;
  close(): Promise<void>;
};

const bootTimeoutMs = 120_000;

/** Why a cluster cannot be started here (each reason a sentence), empty when it can. */
export function clusterMissing(root: string): string[] {
  const missing: string[] = [];
  if (!process.env.TEST_DATABASE_URL)
    missing.push('TEST_DATABASE_URL is not set (a PostgreSQL server the test may create a database on)');
  if (!existsSync(join(root, 'build/server/index.js'))) missing.push('no production build (run npx react-router build first)');
  return missing;
}

/**
 * Starts `processes` app processes at once (they take turns at the start-up lock to migrate,
 * and seed the demo content when `demoContent`), waits until each answers /healthz with 200.
 * close() stops everything and drops the database, also after a failed start.
 */
export async function startCluster(opts: {
  root: string;
  base: string;
  processes: number;
  demoContent?: boolean;
}): Promise<Cluster> {
  const undo: (() => Promise<void> | void)[] = [];
  const close = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    // A private copy inside the project (so node_modules resolve): a rebuild mid-run cannot swap the assets.
    const build = join(opts.root, '.e2e-builds', `scale-${process.pid}-${randomBytes(3).toString('hex')}`);
    cpSync(join(opts.root, 'build'), build, { recursive: true });
    undo.push(() => rmSync(build, { recursive: true, force: true }));
    const scratch = await createScratchPostgres(opts.base, 'iw_scale');
    undo.push(scratch.drop);
    const redis = await startRedisServer();
    undo.push(redis.close);
    const s3 = await startS3Server();
    undo.push(s3.close);

    const sessionSecret = randomBytes(32).toString('base64url');
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SCALE_OUT: 'true',
      DATABASE_URL: scratch.url,
      REDIS_URL: redis.url,
      SESSION_SECRET: sessionSecret,
      DEMO_CONTENT: opts.demoContent ? '2021' : 'false',
      // The bucket as one URL (the S3_* form is what the in-process tests use).
      STORAGE_URL: `s3+http://${s3.env.S3_ACCESS_KEY_ID}:${s3.env.S3_SECRET_ACCESS_KEY}@${new URL(s3.endpoint).host}/${s3.bucket}`,
    };
    const names = 'ABCDEFGH';
    const apps = await Promise.all(
      Array.from({ length: opts.processes }, async (_, i) => {
        const app = await startApp(names[i]!, join(build, 'server/index.js'), opts.root, shared);
        undo.push(app.stop);
        return app;
      }),
    );
    await Promise.all(apps.map((app) => app.healthy()));
    const database = await openDatabase({ url: scratch.url, poolSize: 4 });
    undo.push(() => database.close());
    return { apps, database, redis, s3, sessionSecret, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function startApp(name: string, entry: string, root: string, shared: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-scale-'));
  // Only what the app reads: the test runner's own variables (VITEST, test databases) stay out.
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    DATA_DIR: dataDir,
    ...shared,
  };
  const child: ChildProcess = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = keepTail([child.stdout, child.stderr]);
  const url = `http://127.0.0.1:${port}`;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone;
  };
  const app: AppProcess = { name, url, pid: child.pid ?? 0, kill, output };
  return {
    ...app,
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
    healthy: async () => {
      const deadline = Date.now() + bootTimeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(
            `App process ${name} exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
          );
        const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
        if (res?.status === 200) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`App process ${name} did not answer /healthz with 200 within ${bootTimeoutMs / 1000} s:\n${output()}`);
    },
  };
}
