// npm start: build the app when the build is missing or older than the sources, then run the
// production server. Runs on the project's pinned Node (npm puts node_modules/.bin first).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'build/server/index.js';
const sources = ['app', 'server', 'core', 'db', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

const stale = !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;
if (stale) {
  console.log('Building the app (first start or sources changed)...');
  const built = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// Run in this process so SIGTERM/SIGINT reach the server's graceful shutdown directly.
await import(new URL(`../${output}`, import.meta.url).href);
