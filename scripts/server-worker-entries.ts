import { basename, dirname, posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `new URL('./<name>-worker.ts', import.meta.url)`, in either quotes, as a module names its thread's entry. */
const WORKER_ENTRY = /new URL\((['"])(\.{1,2}\/[\w./-]*-worker)\.ts\1,\s*import\.meta\.url\)/g;
/** What the entry's path is until the chunk that names it is written, and knows where it lies. */
const PLACEHOLDER = /(["'`])innoweek-server-worker:([\w.-]+)\1/g;

/**
 * Worker threads of the server bundle (decision 198). A module names its thread's entry as
 * `new URL('./<name>-worker.ts', import.meta.url)`, which from the sources is the TypeScript
 * file itself (run through tsx). In the server's build this emits that entry as a file of its
 * own, `build/server/<name>-worker.js` (what it imports in chunks as any import), and points the
 * URL at it from wherever the naming module's code lands. Vite does this for the browser's
 * workers only, and its file URLs in the server's build are the site's (`/x.js`), which React
 * Router moves to the client's assets: hence a path relative to the chunk, written with it.
 */
export function serverWorkerEntries(): Plugin {
  return {
    name: 'innoweek:server-worker-entries',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!code.includes('-worker.ts')) return null;
      let found = false;
      const rewritten = code.replace(WORKER_ENTRY, (_whole, _quote, path: string) => {
        found = true;
        const fileName = `${basename(path)}.js`;
        this.emitFile({ type: 'chunk', id: resolve(dirname(id.split('?')[0]!), `${path}.ts`), fileName });
        return `new URL('innoweek-server-worker:${fileName}', import.meta.url)`;
      });
      return found ? { code: rewritten, map: null } : null;
    },
    renderChunk(code, chunk) {
      if (!code.includes('innoweek-server-worker:')) return null;
      const from = posix.dirname(chunk.fileName);
      return {
        code: code.replace(PLACEHOLDER, (_whole, _quote, fileName: string) => {
          const path = posix.relative(from, fileName);
          return JSON.stringify(path.startsWith('.') ? path : `./${path}`);
        }),
        map: null,
      };
    },
  };
}
