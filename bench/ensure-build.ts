import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'build/server/index.js';
const sources = ['app', 'server', 'core', 'db', 'vite.config.ts', 'react-router.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newestMtime(join(path, entry)));
  }
  return max;
}

/** Builds the production bundle when it is missing or older than any source; returns the entry path. */
export function ensureBuild(root: string): string {
  const entry = join(root, output);
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= newest) return entry;
  console.log('Building the app (no build yet, or sources changed)...');
  const built = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npx react-router build failed (exit ${built.status ?? built.signal})`);
  return entry;
}
