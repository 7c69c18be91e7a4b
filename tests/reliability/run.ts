/**
 * `npm run reliability` (decision 094): the standing reliability suite on the embedded database
 * and, with TEST_DATABASE_URL, on PostgreSQL, printed as one table. Exits 1 when anything was
 * lost, answered 5xx, escalated, or a race or fuzz test failed.
 *
 * Settings: SOAK_MINUTES (1), RELIABILITY_KILLS (3), RELIABILITY_FUZZ (1500 requests),
 * RELIABILITY_PORT (a free one), RELIABILITY_SUITES (1; 0 leaves the standing vitest files out,
 * as CI does: its `npm test` has just run them on both databases and fails on any of them).
 */
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureBuild } from '../../bench/ensure-build';
import { openDatabase } from '../../db/client';
import { ticketOrders } from '../../db/schema';
import { formatTable } from '../../bench/table';
import { freePort } from '../free-port';
import { createScratchPostgres } from '../scratch-postgres';
import { startServer, type LiveServer } from './live-server';
import { runSuites, type SuiteFigures } from './vitest-suites';
import { adminToken, fuzz, orderStream, soak } from './workloads';

const root = fileURLToPath(new URL('../..', import.meta.url));
const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number (got ${process.env[name]})`);
  return value;
};
const soakMinutes = setting('SOAK_MINUTES', 1);
const kills = setting('RELIABILITY_KILLS', 3);
const fuzzCount = setting('RELIABILITY_FUZZ', 1500);
const withSuites = setting('RELIABILITY_SUITES', 1) !== 0;

type LiveFigures = {
  fuzzed: number;
  fuzz5xx: string[];
  /** Connections closed without an answer (the server refusing a large body, issue 31 D8). */
  noAnswer: string[];
  acknowledged: number;
  lost: number;
  soak: { requests: number; errors5xx: number; rssStartMb: number; rssEndMb: number; handlesStart: number; handlesEnd: number };
};

async function live(database: 'pglite' | 'postgres', port: number): Promise<LiveFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-reliability-'));
  const scratch = database === 'postgres' ? await createScratchPostgres(process.env.TEST_DATABASE_URL!, 'iw_reliability') : null;
  const site = {
    entry: join(root, 'build/server/index.js'),
    root,
    port,
    dataDir,
    databaseUrl: scratch?.url,
    log: join(dataDir, 'server.log'),
  };
  let server: LiveServer | undefined;
  try {
    server = await startServer(site);
    // Acknowledged orders, then kill -9 at a random moment of the stream, start again: several times.
    const acknowledged: string[] = [];
    for (let k = 0; k < kills; k++) {
      let stopped = false;
      const stream = orderStream(server.url, 6, acknowledged, () => stopped);
      // Kill while orders stream in: after a few were answered, at a random moment.
      const before = acknowledged.length;
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < before + 5 && Date.now() < deadline) await sleep(50);
      await sleep(randomInt(2_000));
      await server.kill();
      stopped = true;
      await stream;
      console.log(`  ${database}: kill -9 #${k + 1} after ${acknowledged.length} acknowledged orders in all; starting again...`);
      server = await startServer(site);
    }
    const token = await adminToken(server.url);

    console.log(`  ${database}: soak for ${soakMinutes} min...`);
    const samples: ReturnType<LiveServer['usage']>[] = [];
    const running = server;
    const soaked = await soak(server.url, soakMinutes, () => samples.push(running.usage()));
    const first = samples[0]!;
    const last = samples.at(-1)!;

    console.log(`  ${database}: ${fuzzCount} random requests...`);
    const fuzzed = await fuzz(server.url, fuzzCount, token);
    await server.stop();
    server = undefined;
    // Every acknowledged order is in the database the stopped server leaves behind.
    const stored = await storedOrders(site.dataDir, site.databaseUrl);
    const lost = acknowledged.filter((id) => !stored.has(id)).length;
    return {
      fuzzed: fuzzed.sent,
      fuzz5xx: fuzzed.errors5xx,
      noAnswer: fuzzed.noAnswer,
      acknowledged: acknowledged.length,
      lost,
      soak: {
        requests: soaked.requests,
        errors5xx: soaked.errors5xx,
        rssStartMb: first.rssKb / 1024,
        rssEndMb: last.rssKb / 1024,
        handlesStart: first.handles,
        handlesEnd: last.handles,
      },
    };
  } finally {
    await server?.kill();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function storedOrders(dataDir: string, url: string | undefined): Promise<Set<string>> {
  const database = await openDatabase({ url, dataDir });
  try {
    return new Set((await database.db.select({ id: ticketOrders.publicId }).from(ticketOrders)).map((r) => r.id));
  } finally {
    await database.close();
  }
}

const databases: ('pglite' | 'postgres')[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.TEST_DATABASE_URL) console.log('PostgreSQL skipped: set TEST_DATABASE_URL to run the suite on it too.');
ensureBuild(root);
const port = process.env.RELIABILITY_PORT ? Number(process.env.RELIABILITY_PORT) : await freePort();
const reports = mkdtempSync(join(tmpdir(), 'iw-reliability-reports-'));
const results: { database: string; suites: SuiteFigures | null; live: LiveFigures }[] = [];
try {
  for (const database of databases) {
    let suites: SuiteFigures | null = null;
    if (withSuites) {
      console.log(`Reliability on ${database}: the standing tests (vitest)...`);
      suites = runSuites(root, database, join(reports, `${database}.json`));
    }
    console.log(`Reliability on ${database}: the production build under kill -9, a soak and random requests...`);
    results.push({ database, suites, live: await live(database, port) });
  }
} finally {
  rmSync(reports, { recursive: true, force: true });
}

const tests = (t: { passed: number; failed: number }) => `${t.passed} passed, ${t.failed} failed`;
type Result = (typeof results)[number];
/** A row read from the standing tests; with RELIABILITY_SUITES=0 (CI) they ran in npm test just before, which fails on any of them. */
const suite = (cell: (s: SuiteFigures) => string) => (r: Result) => (r.suites ? cell(r.suites) : 'in npm test');
const rows: [string, (r: Result) => string][] = [
  ['requests fuzzed (live server)', (r) => String(r.live.fuzzed)],
  ['5xx (fuzz and soak)', (r) => String(r.live.fuzz5xx.length + r.live.soak.errors5xx)],
  ['closed without an answer (fuzz)', (r) => String(r.live.noAnswer.length)],
  ['random-input tests', suite((s) => tests(s.fuzzTests))],
  ['authorization cells', suite((s) => String(s.authorization.cells))],
  ['escalations (matrix rows failed)', suite((s) => String(s.authorization.wrong))],
  ['write routes without a row', suite((s) => (s.authorization.uncoveredRoutes ? 'SOME' : '0'))],
  ['races: seats', suite((s) => tests(s.races.seats))],
  ['races: orders', suite((s) => tests(s.races.orders))],
  ['races: claims', suite((s) => tests(s.races.claims))],
  ['kill -9', () => String(kills)],
  ['acknowledged orders', (r) => String(r.live.acknowledged)],
  ['lost after kill -9', (r) => String(r.live.lost)],
  [`soak (${soakMinutes} min) requests`, (r) => String(r.live.soak.requests)],
  [
    'soak RSS growth',
    (r) =>
      `${(((r.live.soak.rssEndMb - r.live.soak.rssStartMb) / r.live.soak.rssStartMb) * 100).toFixed(1)} % (${r.live.soak.rssStartMb.toFixed(0)} -> ${r.live.soak.rssEndMb.toFixed(0)} MB)`,
  ],
  ['soak handles (open fds)', (r) => `${r.live.soak.handlesStart} -> ${r.live.soak.handlesEnd}`],
];
console.log(
  `\n${formatTable(
    ['reliability', ...results.map((r) => r.database)],
    rows.map(([name, cell]) => [name, ...results.map(cell)]),
  )}`,
);
for (const r of results) {
  for (const line of [...r.live.fuzz5xx, ...r.live.noAnswer].slice(0, 20)) console.log(`${r.database}: ${line}`);
  for (const line of r.suites?.failures ?? []) console.log(`${r.database}: failed: ${line}`);
}

const failedSuites = (s: SuiteFigures) =>
  s.authorization.wrong > 0 ||
  s.authorization.uncoveredRoutes ||
  s.fuzzTests.failed > 0 ||
  Object.values(s.races).some((t) => t.failed > 0 || t.passed === 0);
const failed = results.some(
  (r) =>
    r.live.lost > 0 ||
    r.live.fuzz5xx.length > 0 ||
    r.live.soak.errors5xx > 0 ||
    r.live.acknowledged === 0 ||
    (r.suites !== null && failedSuites(r.suites)),
);
process.exit(failed ? 1 : 0);
