/**
 * Two builds side by side on the signed-in uncached scenarios (decision 173): `npx tsx
 * bench/ab-uncached.ts <build-a> <build-b>`, each a copy of build/ (a directory holding
 * server/index.js). Both servers run at once on fresh databases (the embedded one, or a new
 * PostgreSQL database with BENCH_AB_DATABASE=postgres and TEST_DATABASE_URL), and the scenarios
 * alternate between them BENCH_AB_ROUNDS times, so a busy, shared machine disturbs both alike.
 * Prints CPU per request, p50, p99 and p99/p50 per round, and each server's RSS. Not part of
 * `npm run bench`.
 */
import { resolve } from 'node:path';
import { startAppServer } from './app-server';
import { ACCEPT, browserHeaders } from './browser-headers';
import { cleanUp, onCleanup } from './cleanup';
import { processCpuMs } from './cpu';
import { findFreePort } from './free-port';
import { measure } from './measure';
import { readPeakRss, readRss, sampleRss } from './memory';
import { createScratchPostgres } from '../tests/scratch-postgres';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: tsx bench/ab-uncached.ts <build-a> <build-b>');
const seconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_UNCACHED_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const [from, to] = (process.env.BENCH_PORTS ?? '3104-3120').split('-').map(Number) as [number, number];
// BENCH_AB_PORTS=4330,3330: the two servers' own ports, for a machine where a range is not one's own.
const ports = process.env.BENCH_AB_PORTS?.split(',').map(Number);
const onPostgres = process.env.BENCH_AB_DATABASE === 'postgres';
const only = process.env.BENCH_AB_ONLY;
const scenarios = [
  { name: 'list', path: '/api/events?_sort=start:asc&_limit=999', accept: ACCEPT.json },
  { name: 'one', path: '/api/events/32', accept: ACCEPT.json },
  { name: 'home', path: '/', accept: ACCEPT.page },
].filter((s) => !only || only.split(',').includes(s.name));
const user = process.env.BENCH_AB_USER ?? 'member';

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ identifier: user, password: 'innoweek-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function main() {
  const controller = new AbortController();
  const servers = [];
  const taken: number[] = [];
  for (const [i, build] of [a!, b!].entries()) {
    const port = ports?.[i] ?? (await findFreePort(from, to, taken));
    taken.push(port);
    let databaseUrl: string | undefined;
    if (onPostgres) {
      const scratch = await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'iw_ab');
      onCleanup(scratch.drop);
      databaseUrl = scratch.url;
    }
    const root = resolve(build);
    const app = await startAppServer({ entry: resolve(root, 'server/index.js'), root: process.cwd(), port, databaseUrl });
    const idle = readRss(app.pid);
    servers.push({ build, app, cookie: await signIn(app.url), idle, rss: sampleRss(app.pid) });
  }
  for (let round = 1; round <= rounds; round++) {
    for (const s of scenarios) {
      for (const server of servers) {
        const headers = browserHeaders(s.accept, { cookie: server.cookie });
        let before: number | null = null;
        const run = await measure(
          server.app.url + s.path,
          headers,
          { durationSeconds: seconds, connections, warmupSeconds: 3 },
          controller.signal,
          () => (before = processCpuMs(server.app.pid)),
        );
        const after = processCpuMs(server.app.pid)!;
        const cpu = (after - before!) / run.requests;
        const { p50, p99 } = run.latencyMs;
        console.log(
          `round ${round} ${s.name.padEnd(5)} ${server.build.padEnd(28)} ${JSON.stringify(run.statusCodes)} err ${run.errors} timeouts ${run.timeouts} req/s ${run.requestsPerSecond.toFixed(0).padStart(5)} cpu ${cpu.toFixed(2)} ms p50 ${p50.toFixed(1)} p99 ${p99.toFixed(1)} p99/p50 ${(p99 / p50).toFixed(2)}`,
        );
      }
    }
  }
  for (const server of servers) {
    const mib = (n: number | null) => (n === null ? 'n/a' : `${(n / 1048576).toFixed(0)} MiB`);
    console.log(
      `${server.build}: idle ${mib(server.idle)}, under load ${mib(server.rss.stop())}, peak ${mib(readPeakRss(server.app.pid))}`,
    );
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanUp());
