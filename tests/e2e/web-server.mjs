// Playwright's web server: the production build on a fresh temporary DATA_DIR (embedded
// database, demo content), deleted again when Playwright stops the server. It runs a private
// copy of build/ (inside the project, so node_modules resolve), so a rebuild during the run
// cannot swap the assets under the pages being tested.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'iw-d-e2e-'));
const buildCopy = join('.e2e-builds', `run-${process.pid}`);
cpSync('build', buildCopy, { recursive: true });
const server = spawn(process.execPath, [join(buildCopy, 'server', 'index.js')], {
  stdio: 'inherit',
  // One log line per request would bury Playwright's own output; LOG_LEVEL=info brings them back.
  // The journeys were written for the real clock (the 2021 programme is over, seminars moved
  // ahead where needed), while the embedded demo's clock would start a week before the 2021 main
  // day (decision 082): CLOCK_START at the real "now" keeps them on the real clock. Journeys
  // that buy open the sales window for their run (ticket-sales.ts).
  env: { LOG_LEVEL: 'warn', CLOCK_START: new Date().toISOString(), ...process.env, DATA_DIR: dataDir },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
