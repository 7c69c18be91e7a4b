import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { Locale } from '../app/i18n/locale';

const messagesDir = 'app/i18n/messages';

/**
 * The browser downloads one language's texts, not both (decision 044). In the client build
 * app/i18n/translate.ts gets messages/bundles.client.ts (loads a language on demand) instead
 * of messages/bundles.ts (both, for the server and the tests), and each language's texts
 * become a script of their own. Its URL and those of the scripts it imports go to
 * `scriptsFile` (outside the served files): the server names them in modulepreload links
 * (root.tsx), so the browser fetches them with the other scripts, not after the entry ran.
 */
export function messagesPerLocale(scriptsFile: string): Plugin {
  let root = process.cwd();
  return {
    name: 'innoweek:messages-per-locale',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source, importer) {
      if (source === './messages/bundles' && importer?.replace(/\\/g, '/').endsWith('/app/i18n/translate.ts')) {
        return join(root, messagesDir, 'bundles.client.ts');
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const scripts: Partial<Record<Locale, string[]>> = {};
      // A script and what it imports statically, so the preload leaves no request for later.
      const withImports = (fileName: string, seen: string[] = []): string[] => {
        const chunk = bundle[fileName];
        if (seen.includes(fileName) || chunk?.type !== 'chunk') return seen;
        seen.push(fileName);
        for (const imported of chunk.imports) withImports(imported, seen);
        return seen;
      };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        // The chunk that carries a language's message table (the admin area imports it too,
        // so it need not be that module's own facade).
        const ids = output.moduleIds.map((id) => id.replace(/\\/g, '/'));
        for (const locale of ['cs', 'en'] as const) {
          if (ids.some((id) => id.endsWith(`/${messagesDir}/${locale}.ts`))) {
            scripts[locale] = withImports(output.fileName).map((f) => `/${f}`);
          }
        }
      }
      mkdirSync(dirname(scriptsFile), { recursive: true });
      writeFileSync(scriptsFile, `${JSON.stringify(scripts)}\n`);
    },
  };
}
