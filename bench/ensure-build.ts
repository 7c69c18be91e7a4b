import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { onCleanup } from './cleanup';

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

/** Builds the production bundle when it is missing or older than any source. */
export function ensureBuild(root: string): void {
  const entry = join(root, output);
  const newest = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= newest) return;
  console.log('Building the app (no build yet, or sources changed)...');
  const built = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npx react-router build failed (exit ${built.status ?? built.signal})`);
}

/**
 * A private copy of build/ to run: in a shared checkout someone may rebuild mid-run, and the
 * server would then serve assets of another build than the one its HTML names. The copy stays
 * inside the project so the bundle still resolves node_modules; cleanUp() removes it.
 * Returns the server entry of the copy.
 */
export function snapshotBuild(root: string): string {
  const parent = join(root, 'bench/results');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(join(parent, 'build-'));
  onCleanup(async () => rmSync(copy, { recursive: true, force: true }));
  cpSync(join(root, 'build'), copy, { recursive: true });
  return join(copy, 'server/index.js');
}
