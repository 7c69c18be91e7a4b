/**
 * A real Redis for tests: a redis-server child process of the test on a free port, without
 * persistence, so a test can take it away (an outage) and bring it back on the same port.
 * Debian's redis-server package; CI installs it (.ci/run), and the test never uses the
 * system's own service.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

export type TestRedis = {
  url: string;
  /** Kills the server (SIGKILL: an outage, nothing flushed or announced). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
};

const binary = process.env.REDIS_SERVER ?? 'redis-server';

/** Why a Redis cannot be started here, or undefined when it can. */
export function redisServerMissing(): string | undefined {
  const probe = spawnSync(binary, ['--version'], { stdio: 'ignore' });
  return probe.status === 0
    ? undefined
    : `no ${binary} on PATH (Debian: apt-get install -y redis-server; or set REDIS_SERVER to its path)`;
}

export async function startRedisServer(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const started = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    await new Promise<void>((ready, fail) => {
      let output = '';
      const timer = setTimeout(() => fail(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
      started.stdout!.setEncoding('utf8').on('data', (text: string) => {
        output += text;
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          ready();
        }
      });
      started.once('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
      });
    });
    started.stdout!.resume();
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((gone) => {
      running.once('exit', gone);
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}
