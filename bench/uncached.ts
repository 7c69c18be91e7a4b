/**
 * The uncached path (issue 8, item 3): a signed-in visitor never gets a shared cached answer,
 * so every request builds its answer from the database. Each scenario is loaded with the
 * member's session cookie at 50 connections, on the embedded database and on PostgreSQL, and
 * reported with the server's own CPU time per request (user + system time of the server
 * process from /proc, which a noisy machine disturbs far less than requests per second).
 */
import { startAppServer } from './app-server';
import { ACCEPT, browserHeaders } from './browser-headers';
import { createScratchPostgres } from '../tests/scratch-postgres';
import { onCleanup } from './cleanup';
import { processCpuMs } from './cpu';
import { findFreePort } from './free-port';
import { measure, type Measurement } from './measure';
import { readPeakRss, readRss, sampleRss } from './memory';
import { mib } from './report';
import { formatTable } from './table';

/** What a signed-in visitor asks for: the whole programme (58 events), one event, the home page. */
export const uncachedScenarios = [
  { name: 'events list', path: '/api/events?_sort=start:asc&_limit=999', accept: ACCEPT.json },
  { name: 'one event', path: '/api/events/32', accept: ACCEPT.json },
  { name: 'home page', path: '/', accept: ACCEPT.page },
] as const;

export type UncachedResult = {
  database: 'pglite' | 'postgres';
  name: string;
  path: string;
  run: Measurement;
  /** Server CPU (user + system) per answered request, in ms; null without /proc. */
  cpuMsPerRequest: number | null;
  /** The response said it may not be stored in a shared cache (the check that it was uncached). */
  private: boolean;
};

/**
 * Each scenario starts on a server that has not answered it yet: the first seconds compile
 * PGlite's WebAssembly, JIT the handlers and fill the read memo (decision 046), and
 * are not what a visitor meets later, so they are left out of the figures.
 */
const UNCACHED_WARMUP_SECONDS = 3;

/** The server's resident memory on one database: after boot, under the signed-in load, at its peak. */
export type UncachedMemory = {
  database: 'pglite' | 'postgres';
  /** VmRSS once /healthz answered: migrations and the demo seed done, no load yet. */
  idleRssBytes: number | null;
  /** Highest VmRSS sampled every 250 ms while the scenarios ran. */
  underLoadRssBytes: number | null;
  /** VmHWM over the server's whole life, boot and demo seed included. */
  peakRssBytes: number | null;
};

export async function runUncachedBench(opts: {
  entry: string;
  root: string;
  ports: { from: number; to: number };
  durationSeconds: number;
  connections: number;
  postgresUrl: string | undefined;
  signal: AbortSignal;
}): Promise<{ results: UncachedResult[]; memory: UncachedMemory[] }> {
  const results: UncachedResult[] = [];
  const memory: UncachedMemory[] = [];
  const databases: { kind: 'pglite' | 'postgres'; url?: string }[] = [{ kind: 'pglite' }];
  if (opts.postgresUrl) databases.push({ kind: 'postgres', url: await freshDatabaseUrl(opts.postgresUrl) });
  for (const database of databases) {
    const port = await findFreePort(opts.ports.from, opts.ports.to);
    console.log(`Uncached path on ${database.kind}: starting the production server on port ${port}...`);
    const app = await startAppServer({ entry: opts.entry, root: opts.root, port, databaseUrl: database.url });
    const idleRssBytes = readRss(app.pid);
    const cookie = await signIn(app.url);
    const rss = sampleRss(app.pid);
    for (const s of uncachedScenarios) {
      const headers = browserHeaders(s.accept, { cookie });
      const probe = await fetch(app.url + s.path, { headers });
      const cacheControl = probe.headers.get('cache-control') ?? '';
      await probe.arrayBuffer();
      console.log(`Measuring GET ${s.path} signed in (${probe.status}, cache-control: ${cacheControl || 'none'})...`);
      let before: number | null = null;
      const run = await measure(
        app.url + s.path,
        headers,
        { durationSeconds: opts.durationSeconds, connections: opts.connections, warmupSeconds: UNCACHED_WARMUP_SECONDS },
        opts.signal,
        () => (before = processCpuMs(app.pid)),
      );
      const after = processCpuMs(app.pid);
      const requests = run.requests;
      results.push({
        database: database.kind,
        name: s.name,
        path: s.path,
        run,
        cpuMsPerRequest: before !== null && after !== null && requests > 0 ? (after - before) / requests : null,
        private: /private|no-store/.test(cacheControl),
      });
    }
    memory.push({ database: database.kind, idleRssBytes, underLoadRssBytes: rss.stop(), peakRssBytes: readPeakRss(app.pid) });
    await app.stop();
  }
  return { results, memory };
}

/** Signs the demo member in and returns the session cookie. */
async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ identifier: 'member', password: 'innoweek-demo' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || cookies.length === 0) throw new Error(`Signing the demo member in answered ${res.status}`);
  return cookies.join('; ');
}

/** A new database on the server the URL names, dropped when the run ends (never the named one). */
async function freshDatabaseUrl(base: string): Promise<string> {
  const scratch = await createScratchPostgres(base, 'iw_uncached');
  onCleanup(scratch.drop);
  return scratch.url;
}

export function formatUncached(results: UncachedResult[], memory: UncachedMemory[], connections: number): string {
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  return [
    `Uncached path: signed in as the demo member (never a shared cached answer), ${connections} connections.`,
    '',
    formatTable(
      ['database', 'scenario', 'status', 'req/s', 'p50 ms', 'p99 ms', 'p99/p50', 'server CPU ms/request'],
      results.map((r) => [
        r.database,
        `${r.name} ${r.private ? '' : '(SHARED-CACHEABLE?) '}GET ${r.path}`,
        Object.keys(r.run.statusCodes).join(' '),
        r.run.requestsPerSecond.toFixed(0),
        ms(r.run.latencyMs.p50),
        ms(r.run.latencyMs.p99),
        r.run.latencyMs.p50 > 0 ? `${(r.run.latencyMs.p99 / r.run.latencyMs.p50).toFixed(1)}x` : 'n/a',
        r.cpuMsPerRequest === null ? 'unavailable' : r.cpuMsPerRequest.toFixed(2),
      ]),
    ),
    '',
    'Server memory on each database (RSS):',
    '',
    formatTable(
      ['database', 'idle after the seed', 'under the signed-in load', 'peak (VmHWM, boot included)'],
      memory.map((m) => [m.database, mib(m.idleRssBytes), mib(m.underLoadRssBytes), mib(m.peakRssBytes)]),
    ),
  ].join('\n');
}
