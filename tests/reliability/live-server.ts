import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_CLOCK_START } from '../../db/demo/facts';
import { serverExec } from '../../scripts/server-exec.mjs';

/** The production build running in a child process on one site's data (DATA_DIR and, for PostgreSQL, DATABASE_URL). */
export type LiveServer = {
  url: string;
  pid: number;
  /** kill -9: no shutdown, no flush of its own. */
  kill: () => Promise<void>;
  /** SIGTERM, waiting for the graceful exit. */
  stop: () => Promise<void>;
  /** Resident memory (kB) and open file descriptors, from /proc. */
  usage: () => { rssKb: number; handles: number };
};

export type Site = { entry: string; root: string; port: number; dataDir: string; databaseUrl?: string | undefined; log: string };

/** A fixed secret, so sessions stay valid across the restarts after each kill. */
export const SESSION_SECRET = 'reliability-suite-session-secret-0123456789';

export async function startServer(site: Site): Promise<LiveServer> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(site.port),
    DATA_DIR: site.dataDir,
    DEMO_CONTENT: '2021',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SESSION_SECRET,
    // The suite's clients name themselves by X-Forwarded-For, so the per-address rate limits
    // spread over them as over real visitors.
    TRUST_PROXY: '1',
    // The demo's clock, where ticket sales are open, on PostgreSQL too (the server sets it by
    // itself only for the embedded database): at the real date every order was refused and the
    // kill -9 rows on PostgreSQL counted no acknowledged order at all.
    CLOCK_START: process.env.CLOCK_START ?? DEMO_CLOCK_START,
  };
  delete env.DATABASE_URL;
  if (site.databaseUrl) env.DATABASE_URL = site.databaseUrl;
  const exec = serverExec(site.entry, env);
  const fd = openSync(site.log, 'a');
  const child = spawn(process.execPath, exec.args, { cwd: site.root, env: exec.env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const url = `http://127.0.0.1:${site.port}`;
  await waitForHealth(child, url, site.log);
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const pid = child.pid!;
  return {
    url,
    pid,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    usage: () => ({
      rssKb: Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0),
      handles: readdirSync(join('/proc', String(pid), 'fd')).length,
    }),
  };
}

async function waitForHealth(child: ChildProcess, url: string, log: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited before it was healthy; its log: ${log}\n${readFileSync(log, 'utf8').slice(-3000)}`);
    }
    const status = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy within 180 s; its log: ${log}`);
}
