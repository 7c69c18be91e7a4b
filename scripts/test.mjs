// npm test: the whole suite. Unit and integration tests (vitest; on PGlite, and on PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser tests (Playwright in Chromium) against a
// production build, in shards that run side by side, each with its own server and database.
// Ends with one summary line "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { filesWhoseWorkerDied } from './vitest-worker-deaths.mjs';

const out = 'test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep = false;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedStep = true;
  return r.status;
}

/**
 * Runs a command with its output passed through, without blocking the event loop; with
 * `keepOutput`, also returns what it printed.
 */
function runAsync(cmd, args, { failsStep = true, keepOutput = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['inherit', keepOutput ? 'pipe' : 'inherit', keepOutput ? 'pipe' : 'inherit'] });
    const chunks = [];
    if (keepOutput) {
      child.stdout.on('data', (chunk) => (process.stdout.write(chunk), chunks.push(chunk)));
      child.stderr.on('data', (chunk) => (process.stderr.write(chunk), chunks.push(chunk)));
    }
    child.on('close', (code) => {
      if (code !== 0 && failsStep) failedStep = true;
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}

/** Starts `react-router build` in the background; the function it returns waits for it. */
function startBuild() {
  const log = `${out}/build.log`;
  const fd = openSync(log, 'w');
  const child = spawn('npx', ['react-router', 'build'], { stdio: ['ignore', fd, fd] });
  const done = new Promise((resolve) => child.on('close', resolve));
  // Its output is shown when the returned function is called (after vitest), so the two
  // outputs do not interleave.
  return async () => {
    const code = await done;
    closeSync(fd);
    const text = readFileSync(log, 'utf8').trimEnd().split('\n');
    console.log(`\n=== Build (made while vitest ran): exit ${code} ===\n${text.slice(code === 0 ? -6 : -60).join('\n')}`);
    if (code !== 0) failedStep = true;
    return code;
  };
}

/** Runs a command with each output line prefixed, so shards side by side stay readable. */
function runPrefixed(prefix, cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    for (const stream of [child.stdout, child.stderr])
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
    child.on('close', (code) => {
      if (code !== 0) failedStep = true;
      resolve(code);
    });
  });
}

/** Adds a vitest JSON report's counts to the totals; a missing report counts as one failure. */
function countVitest(file) {
  if (!existsSync(file)) {
    totals.failed += 1;
    return;
  }
  const v = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += v.numPassedTests;
  // A file that fails before its tests run (a missing service in CI) has no failed test of its own.
  totals.failed += v.numFailedTests || v.numFailedTestSuites;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
}

// The two-process test (decision 043) needs PostgreSQL (TEST_DATABASE_URL) and redis-server,
// not a browser. In CI (REQUIRE_E2E) it runs regardless and fails saying what is missing.
const redisServer = process.env.REDIS_SERVER || 'redis-server';
const scaleOutMissing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set (a PostgreSQL server to create a database on)',
  spawnSync(redisServer, ['--version'], { stdio: 'ignore' }).status !== 0 &&
    `no ${redisServer} (Debian: apt-get install -y redis-server)`,
].filter(Boolean);
const scaleOut = scaleOutMissing.length === 0 || Boolean(process.env.REQUIRE_E2E);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const browser = existsSync(chromium);

// Both need the production build; it is made while vitest runs (vitest's workers spend much of
// their time waiting on the database, so the build mostly fills idle time).
const build = scaleOut || browser ? startBuild() : null;

// 1. vitest. A file whose worker died, when nothing else went wrong, runs once more alone; the
// step passes only if it then passes (its tests are counted from that run).
const vitestRun = await runAsync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`],
  { failsStep: false, keepOutput: true },
);
const vitestReport = existsSync(`${out}/vitest.json`) ? JSON.parse(readFileSync(`${out}/vitest.json`, 'utf8')) : null;
const died = vitestRun.code === 0 ? null : filesWhoseWorkerDied(vitestReport, vitestRun.output);
if (died) {
  console.log(`\n=== A vitest worker died, nothing else failed (${died.join(', ')}): that file runs once more ===`);
  const again = run('npx', [
    'vitest',
    'run',
    ...died,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/vitest-again.json`,
  ]);
  const kept = vitestReport.testResults.filter((t) => !died.includes(t.name)).flatMap((t) => t.assertionResults);
  totals.passed += kept.filter((a) => a.status === 'passed').length;
  totals.skipped += kept.filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo').length;
  const failedBefore = totals.failed;
  countVitest(`${out}/vitest-again.json`);
  if (again !== 0 && totals.failed === failedBefore) totals.failed += 1;
} else {
  if (vitestRun.code !== 0) failedStep = true;
  countVitest(`${out}/vitest.json`);
}

// 2. The production build, for the two-process test and the browser tests.
const built = build !== null && (await build()) === 0;
if (build && !built) totals.failed += 1;

// 3. Two app processes on PostgreSQL, Redis and an S3 server (tests/scale-out/).
if (built && scaleOut) {
  run('npx', [
    'vitest',
    'run',
    '--config',
    'vitest.scale-out.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}/scale-out.json`,
  ]);
  countVitest(`${out}/scale-out.json`);
} else if (!scaleOut) {
  console.warn(`\nTwo-process test skipped: ${scaleOutMissing.join('; ')}.`);
}

// 4. Playwright, when a Chromium is available (CI installs Debian's chromium and requires it).
// E2E_SHARDS (default 1) splits the spec files over processes side by side, for machines with
// cores to spare: each shard starts its own server on its own port and database and writes its
// own output folder, so shards never see each other's demo data or traces. On the 2-core
// machines here two shards were slower than one (the browsers are CPU-bound) and timed out.
if (browser && built) {
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const basePort = Number(process.env.E2E_PORT ?? 3113);
  await Promise.all(
    Array.from({ length: shards }, (_, i) =>
      runPrefixed(
        `[e2e ${i + 1}/${shards}]`,
        'npx',
        ['playwright', 'test', `--shard=${i + 1}/${shards}`, '--reporter=list,json'],
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright-${i + 1}.json`,
          CHROMIUM_PATH: chromium,
          E2E_PORT: String(basePort + i),
          E2E_OUTPUT_DIR: shards > 1 ? `${out}/e2e-${i + 1}` : `${out}/e2e`,
        },
      ),
    ),
  );
  for (let i = 1; i <= shards; i++) {
    const file = `${out}/playwright-${i}.json`;
    if (!existsSync(file)) {
      totals.failed += 1;
      continue;
    }
    const p = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
    totals.failed += p.stats.unexpected ?? 0;
    totals.skipped += p.stats.skipped ?? 0;
  }
} else if (!browser && process.env.REQUIRE_E2E) {
  console.error(`No Chromium at ${chromium}; browser tests are required here.`);
  totals.failed += 1;
} else if (!browser) {
  console.warn(
    `\nBrowser tests skipped: no Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStep || totals.failed ? 1 : 0);
