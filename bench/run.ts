/**
 * npm run bench: loads the production server with what anonymous visitors ask for most, next
 * to a bare node:http server replaying the same answers, and prints how far apart they are.
 * See bench/README.md.
 */
import './log-level';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';
import type { Fixture } from './bare-protocol';
import { cleanUp } from './cleanup';
import { ensureBuild, snapshotBuild } from './ensure-build';
import { findFreePort } from './free-port';
import { httpGet } from './http-get';
import { measure } from './measure';
import { measureFrameworkFloor } from './framework-floor';
import { measurePublicPages } from './page-weights';
import { readPeakRss, readRss, sampleRss } from './memory';
import { formatScaleOutBench, runScaleOutBench } from './scale-out';
import { formatRace, runSignupRace } from './signup-race';
import { formatReport, ratio, type Report, type ScenarioResult } from './report';
import { formatOrderBench, runOrderBench } from './ticket-orders';
import { scenarios } from './scenarios';
import { loadSettings } from './settings';
import { formatUncached, runUncachedBench } from './uncached';
import { startBareServer } from './start-bare-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const interrupted = new AbortController();

async function main(): Promise<void> {
  const load = loadSettings();
  const runs = (part: NonNullable<typeof load.only>) => load.only === undefined || load.only === part;
  if (load.only === 'scale-out') {
    const scaleOut = await runScaleOutBench(root, load, interrupted.signal);
    console.log(`\n${formatScaleOutBench(scaleOut)}`);
    const file = writeResults('scale-out.json', { scaleOut });
    console.log(`\nThe scale-out figures as JSON: ${relative(process.cwd(), file)}`);
  }
  if (runs('load') || runs('pages')) await serverBench(load, { scenarios: runs('load'), pages: runs('pages') });
  if (runs('uncached')) {
    ensureBuild(root);
    const { results, memory, floor } = await runUncachedBench({
      entry: snapshotBuild(root),
      root,
      ports: load.ports,
      durationSeconds: load.durationSeconds,
      connections: load.uncachedConnections,
      postgresUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
      signal: interrupted.signal,
    });
    console.log(`\n${formatUncached(results, memory, load.uncachedConnections, floor)}`);
    const file = writeResults('uncached.json', { uncached: results, memory, floor });
    console.log(`\nThe uncached path as JSON: ${relative(process.cwd(), file)}`);
  }
  if (runs('signups')) {
    const race = await runSignupRace();
    console.log(`\n${formatRace(race)}`);
    const file = writeResults('signups.json', { race });
    console.log(`\nThe sign-up race as JSON: ${relative(process.cwd(), file)}`);
  }
  if (runs('orders')) {
    const orders = await runOrderBench(load.orders);
    console.log(`\n${formatOrderBench(orders)}`);
    const file = writeResults('orders.json', { orders });
    console.log(`\nThe ticket orders as JSON: ${relative(process.cwd(), file)}`);
  }
}

function writeResults(name: string, results: Record<string, unknown>): string {
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, 'bench/results', name);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), commit: gitCommit(), ...results }, null, 2)}\n`);
  return file;
}

/** Against the production server: the anonymous load scenarios and/or the public pages' weight. */
async function serverBench(load: ReturnType<typeof loadSettings>, parts: { scenarios: boolean; pages: boolean }): Promise<void> {
  const { ports } = load;
  ensureBuild(root);
  const entry = snapshotBuild(root);

  const appPort = await findFreePort(ports.from, ports.to);
  console.log(`Starting the production server on port ${appPort} (fresh database, demo content)...`);
  const app = await startAppServer({ entry, root, port: appPort });
  const appIdleRss = readRss(app.pid);

  // One real answer per scenario: the bare server replays it.
  const fixtures: Fixture[] = [];
  for (const s of parts.scenarios ? scenarios : []) {
    const res = await httpGet(app.url + s.path, s.headers);
    fixtures.push({
      path: s.path,
      status: res.status,
      contentType: res.contentType,
      contentEncoding: res.contentEncoding,
      body: res.body,
    });
  }
  const bare = await startBareServer(await findFreePort(ports.from, ports.to, [appPort]), fixtures);

  const results: ScenarioResult[] = [];
  const appRss = sampleRss(app.pid);
  for (const [i, fixture] of fixtures.entries()) {
    const s = scenarios[i]!;
    console.log(`Measuring GET ${s.path} (answered ${fixture.status}, ${fixture.body.length} bytes)...`);
    const appRun = await measure(app.url + s.path, s.headers, load, interrupted.signal);
    const bareRun = await measure(bare.url + s.path, s.headers, load, interrupted.signal);
    results.push({
      path: s.path,
      recorded: { status: fixture.status, contentType: fixture.contentType, bytes: fixture.body.length },
      app: appRun,
      bare: bareRun,
      ratio: {
        requestsPerSecond: ratio(appRun.requestsPerSecond, bareRun.requestsPerSecond),
        p99: ratio(appRun.latencyMs.p99, bareRun.latencyMs.p99),
      },
    });
  }

  const appPeakRssUnderLoad = appRss.stop();

  if (parts.pages) console.log('Weighing the JavaScript and CSS of the public pages...');
  const frameworkFloor = parts.pages ? await measureFrameworkFloor().catch(floorUnavailable) : null;
  const report: Report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    load,
    scenarios: results,
    pages: parts.pages ? await measurePublicPages(app.url, frameworkFloor) : [],
    frameworkFloor,
    memory: {
      appPeakRssBytes: readPeakRss(app.pid),
      appIdleRssBytes: appIdleRss,
      appPeakRssUnderLoadBytes: appPeakRssUnderLoad,
      barePeakRssBytes: readPeakRss(bare.pid),
    },
  };

  console.log(`\n${formatReport(report)}`);
  const file = join(root, 'bench/results/latest.json');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nThe same figures as JSON: ${relative(process.cwd(), file)}`);
}

function gitCommit(): string | null {
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : null;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers...`);
    interrupted.abort();
    void cleanUp().then(() => process.exit(130));
  });
}

try {
  await main();
  await cleanUp();
} catch (error) {
  if (!interrupted.signal.aborted) {
    console.error(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanUp();
    process.exit(1);
  }
}

/** Without the floor the page weights still print, with "own" left out (and why). */
function floorUnavailable(error: unknown): null {
  console.error(`The framework floor could not be built: ${error instanceof Error ? error.message : String(error)}`);
  return null;
}
