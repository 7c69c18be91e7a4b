// npm start: build the app when the build is missing or older than the sources, then run the
// production server. Runs on the project's pinned Node (npm puts node_modules/.bin first).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverExec } from './server-exec.mjs';

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
const entry = fileURLToPath(new URL(`../${output}`, import.meta.url));
// The server's V8 flags and malloc settings (decision 048) only take effect at process start:
// this process becomes the server (execve, same pid, so SIGTERM/SIGINT still reach its graceful
// shutdown directly). Where execve is missing (Windows, Node < 22.15) it runs in this process.
if (typeof process.execve === 'function') {
  const { args, env } = serverExec(entry, process.env);
  process.execve(process.execPath, [process.execPath, ...args], env);
}
await import(new URL(`../${output}`, import.meta.url).href);
