/**
 * The uncached path (issue 8, item 3): a signed-in visitor never gets a shared cached answer,
 * so every request builds its answer from the database. Each scenario is loaded with the
 * member's session cookie at 50 connections, on the embedded database and on PostgreSQL, and
 * reported with the server's own CPU time per request (user + system time of the server
 * process from /proc, which a noisy machine disturbs far less than requests per second).
 */
import { isDeepStrictEqual } from 'node:util';
import { ACCESS_CONTROL, audienceAdmits } from '../core/events/access-control';
import { startAppServer } from './app-server';
import { ACCEPT, browserHeaders } from './browser-headers';
import { createScratchPostgres } from '../tests/scratch-postgres';
import { onCleanup } from './cleanup';
import { processCpuMs } from './cpu';
import { findFreePort } from './free-port';
import { measure, type Measurement } from './measure';
import { readPeakRss, readRss, sampleRss } from './memory';
import { mib } from './report';
import { startFloorServer } from './start-floor-server';
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

/**
 * The floor beside the events list on PostgreSQL (issue 32, item 1): the same JSON from one
 * hand-written SQL query through `pg` (bench/floor-server.ts), loaded like the list.
 */
export type FloorResult = {
  path: string;
  run: Measurement;
  /** Floor process CPU (user + system) per answered request, in ms; null without /proc. */
  cpuMsPerRequest: number | null;
  /** The floor answered the JSON the app answered (parsed and compared); else where they first differ. */
  sameJson: boolean;
  difference: string | null;
};

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
}): Promise<{ results: UncachedResult[]; memory: UncachedMemory[]; floor: FloorResult | null }> {
  const results: UncachedResult[] = [];
  let floor: FloorResult | null = null;
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
      const { run, cpuMsPerRequest } = await measureWithCpu(app.url + s.path, headers, app.pid, opts);
      results.push({
        database: database.kind,
        name: s.name,
        path: s.path,
        run,
        cpuMsPerRequest,
        private: /private|no-store/.test(cacheControl),
      });
    }
    memory.push({ database: database.kind, idleRssBytes, underLoadRssBytes: rss.stop(), peakRssBytes: readPeakRss(app.pid) });
    if (database.url) floor = await measureFloor(app.url, database.url, cookie, opts);
    await app.stop();
  }
  return { results, memory, floor };
}

/** The events list from one SQL query, checked against the app's answer and loaded the same way. */
async function measureFloor(
  appUrl: string,
  databaseUrl: string,
  cookie: string,
  opts: { ports: { from: number; to: number }; durationSeconds: number; connections: number; signal: AbortSignal },
): Promise<FloorResult> {
  const list = uncachedScenarios[0];
  const headers = browserHeaders(list.accept, { cookie });
  const me = (await (await fetch(`${appUrl}/api/users/me`, { headers })).json()) as { id: number; hasTicket?: boolean };
  const viewer = { id: me.id, hasTicket: me.hasTicket === true };
  const admitted = ACCESS_CONTROL.filter((access) => audienceAdmits(viewer as Parameters<typeof audienceAdmits>[0], access));
  const port = await findFreePort(opts.ports.from, opts.ports.to);
  const server = await startFloorServer({
    port,
    databaseUrl,
    params: { userId: me.id, admitted: [...admitted], timezone: 'Europe/Prague' },
  });
  const app = await (await fetch(appUrl + list.path, { headers })).json();
  const own = await (await fetch(server.url + list.path, { headers })).json();
  const difference = firstDifference(app, own, '$');
  console.log(`Measuring the floor of GET ${list.path}: one SQL query through pg (same JSON: ${difference ? 'NO' : 'yes'})...`);
  const { run, cpuMsPerRequest } = await measureWithCpu(server.url + list.path, headers, server.pid, opts);
  await server.stop();
  return {
    path: list.path,
    run,
    cpuMsPerRequest,
    sameJson: difference === null,
    difference,
  };
}

/** Loads `url` like every uncached scenario and counts the serving process's CPU (user + system) per request after the warm-up. */
async function measureWithCpu(
  url: string,
  headers: Record<string, string>,
  pid: number,
  opts: { durationSeconds: number; connections: number; signal: AbortSignal },
): Promise<{ run: Measurement; cpuMsPerRequest: number | null }> {
  let before: number | null = null;
  const run = await measure(
    url,
    headers,
    { durationSeconds: opts.durationSeconds, connections: opts.connections, warmupSeconds: UNCACHED_WARMUP_SECONDS },
    opts.signal,
    () => (before = processCpuMs(pid)),
  );
  const after = processCpuMs(pid);
  return { run, cpuMsPerRequest: before !== null && after !== null && run.requests > 0 ? (after - before) / run.requests : null };
}

/** Where two parsed JSON values first differ (a path and both values), or null when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: ${a.length} items, the floor ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const d = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${path}.${key}`);
      if (d) return d;
    }
  }
  return `${path}: ${JSON.stringify(a)?.slice(0, 80)} / the floor ${JSON.stringify(b)?.slice(0, 80)}`;
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

export function formatUncached(
  results: UncachedResult[],
  memory: UncachedMemory[],
  connections: number,
  floor: FloorResult | null = null,
): string {
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  const row = (database: string, scenario: string, run: Measurement, cpu: number | null) => [
    database,
    scenario,
    Object.keys(run.statusCodes).join(' '),
    run.requestsPerSecond.toFixed(0),
    ms(run.latencyMs.p50),
    ms(run.latencyMs.p99),
    run.latencyMs.p50 > 0 ? `${(run.latencyMs.p99 / run.latencyMs.p50).toFixed(1)}x` : 'n/a',
    cpu === null ? 'unavailable' : cpu.toFixed(2),
  ];
  const rows = results.flatMap((r) => {
    const own = row(r.database, `${r.name} ${r.private ? '' : '(SHARED-CACHEABLE?) '}GET ${r.path}`, r.run, r.cpuMsPerRequest);
    // The floor stands beside the list it is the floor of.
    if (!floor || r.database !== 'postgres' || r.path !== floor.path) return [own];
    const same = floor.sameJson ? 'same JSON' : 'JSON DIFFERS';
    return [own, row('postgres', `  floor: one SQL query through pg (${same})`, floor.run, floor.cpuMsPerRequest)];
  });
  const list = results.find((r) => floor && r.database === 'postgres' && r.path === floor.path);
  const times = (a: number | null, b: number | null) => (a && b ? `${(a / b).toFixed(2)}x` : 'n/a');
  return [
    `Uncached path: signed in as the demo member (never a shared cached answer), ${connections} connections, a browser's headers (Accept-Encoding: br, gzip).`,
    '',
    formatTable(['database', 'scenario', 'status', 'req/s', 'p50 ms', 'p99 ms', 'p99/p50', 'server CPU ms/request'], rows),
    ...(floor && list
      ? [
          '',
          `The events list against its floor on PostgreSQL: req/s ${times(list.run.requestsPerSecond, floor.run.requestsPerSecond)} of the floor's, ` +
            `p50 ${times(list.run.latencyMs.p50, floor.run.latencyMs.p50)}, server CPU per request ${times(list.cpuMsPerRequest, floor.cpuMsPerRequest)} the floor's.`,
          ...(floor.difference ? [`The floor's JSON differs from the app's at ${floor.difference}.`] : []),
        ]
      : []),
    '',
    'Server memory on each database (RSS):',
    '',
    formatTable(
      ['database', 'idle after the seed', 'under the signed-in load', 'peak (VmHWM, boot included)'],
      memory.map((m) => [m.database, mib(m.idleRssBytes), mib(m.underLoadRssBytes), mib(m.peakRssBytes)]),
    ),
  ].join('\n');
}
