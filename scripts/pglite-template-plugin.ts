import type { Plugin } from 'vite';
import { writePgliteTemplate } from '../db/pglite-template.ts';

/**
 * Writes the empty PGlite data directory the server starts a new DATA_DIR from (decision 048)
 * next to the server bundle, where server/main.ts looks for it.
 */
export function pgliteTemplate(outFile: string): Plugin {
  return {
    name: 'innoweek:pglite-template',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    apply: 'build',
    async closeBundle() {
      await writePgliteTemplate(outFile);
    },
  };
}
