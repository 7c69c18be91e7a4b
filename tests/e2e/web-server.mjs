// Playwright's web server: the production build on a fresh temporary DATA_DIR (embedded
// database, demo content), deleted again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'iw-d-e2e-'));
const server = spawn(process.execPath, ['build/server/index.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
