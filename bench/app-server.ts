import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { serverExec } from '../scripts/server-exec.mjs';
import { outputFile } from './child-output';
import { serverLogLevel } from './log-level';
import { onCleanup } from './cleanup';
import { stopChild } from './stop-child';

export type AppServer = {
  url: string;
  pid: number;
  /** What the server printed last, for error messages. */
  output: () => string;
  /** Stops it before the run ends (cleanUp() stops it otherwise). */
  stop: () => Promise<void>;
};

// BENCH_BOOT_SECONDS: a shared, busy machine may need longer than two minutes to boot and seed.
const bootTimeoutMs = Number(process.env.BENCH_BOOT_SECONDS ?? 120) * 1000;

/**
 * Runs the production build in its own process, on a fresh embedded database with demo
 * content (or on the PostgreSQL database `databaseUrl`, which must be the benchmark's own,
 * new one), and waits until GET /healthz answers 200. Stopped (and its data removed) by
 * cleanUp().
 */
export async function startAppServer(opts: {
  entry: string;
  root: string;
  port: number;
  databaseUrl?: string | undefined;
}): Promise<AppServer> {
  const dataDir = mkdtempSync('/tmp/iw-ebench-');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    DEMO_CONTENT: '2021',
    NODE_ENV: 'production',
    LOG_LEVEL: serverLogLevel,
  };
  // A DATABASE_URL from the shell would point the demo seed at a real database; the benchmark owns its own.
  delete env.DATABASE_URL;
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  // Started as production starts it (npm start, the image): same V8 flags and malloc settings.
  const exec = serverExec(opts.entry, env);
  const logDir = mkdtempSync('/tmp/iw-ebench-log-');
  const log = outputFile(logDir);
  const child = spawn(process.execPath, exec.args, { cwd: opts.root, env: exec.env, stdio: ['ignore', log.fd, log.fd] });
  log.close(); // the child has its own copy
  const output = () => log.tail();
  const url = `http://127.0.0.1:${opts.port}`;
  let stopped: Promise<void> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(logDir, { recursive: true, force: true });
    })());
  onCleanup(stop);
  await waitForHealth(child, url, output);
  return { url, pid: child.pid ?? 0, output, stop };
}

async function waitForHealth(child: ChildProcess, url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + bootTimeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy. Its output:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `GET ${url}/healthz did not answer 200 within ${bootTimeoutMs / 1000} s (last: ${last}). Server output:\n${output()}`,
  );
}
