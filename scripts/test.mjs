// npm test: the whole suite. Unit and integration tests (vitest; on PGlite, and on PostgreSQL
// too when TEST_DATABASE_URL is set), then the browser tests (Playwright in Chromium) against a
// production build. Ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

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

// 1. vitest
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`]);
if (existsSync(`${out}/vitest.json`)) {
  const v = JSON.parse(readFileSync(`${out}/vitest.json`, 'utf8'));
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
} else {
  totals.failed += 1;
}

// 2. Playwright, when a Chromium is available (CI installs Debian's chromium and requires it).
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(chromium)) {
  if (run('npx', ['react-router', 'build']) === 0) {
    run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`, CHROMIUM_PATH: chromium });
  }
  if (existsSync(`${out}/playwright.json`)) {
    const p = JSON.parse(readFileSync(`${out}/playwright.json`, 'utf8'));
    totals.passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
    totals.failed += p.stats.unexpected ?? 0;
    totals.skipped += p.stats.skipped ?? 0;
  } else {
    totals.failed += 1;
  }
} else if (process.env.REQUIRE_E2E) {
  console.error(`No Chromium at ${chromium}; browser tests are required here.`);
  totals.failed += 1;
} else {
  console.warn(`\nBrowser tests skipped: no Chromium at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedStep || totals.failed ? 1 : 0);
