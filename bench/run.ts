/**
 * npm run bench: loads the production server with what anonymous visitors ask for most, next
 * to a bare node:http server replaying the same answers, and prints how far apart they are.
 * See bench/README.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';
import { measureAssetSizes } from './asset-sizes';
import type { Fixture } from './bare-protocol';
import { cleanUp } from './cleanup';
import { ensureBuild, snapshotBuild } from './ensure-build';
import { findFreePort } from './free-port';
import { httpGet } from './http-get';
import { measure } from './measure';
import { readPeakRss, sampleRss } from './memory';
import { formatScaleOutBench, runScaleOutBench } from './scale-out';
import { formatRace, runSignupRace } from './signup-race';
import { formatReport, ratio, type Report, type ScenarioResult } from './report';
import { formatOrderBench, runOrderBench } from './ticket-orders';
import { homePath, scenarios } from './scenarios';
import { loadSettings } from './settings';
import { startBareServer } from './start-bare-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const ports = { from: 3104, to: 3120 };
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
  if (runs('load')) await loadScenarios(load);
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

async function loadScenarios(load: ReturnType<typeof loadSettings>): Promise<void> {
  ensureBuild(root);
  const entry = snapshotBuild(root);

  const appPort = await findFreePort(ports.from, ports.to);
  console.log(`Starting the production server on port ${appPort} (fresh database, demo content)...`);
  const app = await startAppServer({ entry, root, port: appPort });

  // One real answer per scenario: the bare server replays it, and the home page's HTML lists its assets.
  const fixtures: Fixture[] = [];
  for (const s of scenarios) {
    const res = await httpGet(app.url + s.path, s.headers);
    fixtures.push({ path: s.path, status: res.status, contentType: res.contentType, body: res.body });
  }
  const bare = await startBareServer(await findFreePort(ports.from, ports.to, [appPort]), fixtures);

  const results: ScenarioResult[] = [];
  const appRss = sampleRss(app.pid);
  for (const [i, s] of scenarios.entries()) {
    const fixture = fixtures[i]!;
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

  const home = fixtures.find((f) => f.path === homePath);
  const isHtml = home && home.status === 200 && /text\/html/.test(home.contentType ?? '');
  const report: Report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    load,
    scenarios: results,
    home: isHtml ? await measureAssetSizes(app.url + homePath, Buffer.from(home.body).toString('utf8')) : null,
    memory: {
      appPeakRssBytes: readPeakRss(app.pid),
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
