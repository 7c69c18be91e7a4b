import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { testDatabaseKind } from '../tests/db';

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

/** Starts tests/serve-api-only.ts as its own process and resolves with its port. */
function startServer(): Promise<{ proc: ChildProcess; port: number; lines: string[] }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/serve-api-only.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-shutdown-')),
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    let buffered = '';
    proc.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const parts = buffered.split('\n');
      buffered = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const port = (JSON.parse(line) as { port?: number }).port;
        if (port) resolve({ proc, port, lines });
      }
    });
    let errors = '';
    proc.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    proc.on('exit', (code) => reject(new Error(`server exited with ${code}: ${errors}`)));
  });
}

// The process runs on its own embedded database: the test is about the HTTP server, so once is enough.
test.skipIf(testDatabaseKind() === 'postgres')(
  'SIGTERM lets a request in flight finish, refuses new ones, and exits 0',
  { timeout: 120_000 },
  async () => {
    const { proc, port, lines } = await startServer();
    const exited = new Promise<number | null>((ok) => proc.on('exit', (code) => ok(code)));

    // A slow request: a sign-in whose body arrives in two halves, with the signal in between.
    const body = JSON.stringify({ identifier: 'nobody@example.test', password: 'not-the-password' });
    const answered = new Promise<number>((ok, fail) => {
      const req = request(
        {
          port,
          method: 'POST',
          path: '/api/auth/local',
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          ok(res.statusCode!);
        },
      );
      req.on('error', fail);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        proc.kill('SIGTERM');
        setTimeout(() => {
          // New connections are refused while the request in flight is still open.
          const probe = request({ port, path: '/healthz' });
          probe.on('error', (err: NodeJS.ErrnoException) => {
            lines.push(`probe: ${err.code}`);
            req.end(body.slice(10));
          });
          probe.on('response', () => {
            lines.push('probe: answered');
            req.end(body.slice(10));
          });
          probe.end();
        }, 500);
      }, 500);
    });

    expect(await answered).toBe(400);
    const answeredAt = Date.now();
    expect(await exited).toBe(0);
    // It closed once the request was done, not by the 10-second cut-off for stuck requests.
    expect(Date.now() - answeredAt).toBeLessThan(8_000);
    expect(lines).toContain('probe: ECONNREFUSED');
    expect(lines.some((l) => l.includes('"signal":"SIGTERM"'))).toBe(true);
  },
);
