import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { Locale } from '../app/i18n/locale';
import type * as BundlesModule from '../app/i18n/messages/bundles';
import type * as PackImportersModule from '../app/i18n/messages/pack-importers';
import type { PackName, PackTexts } from '../app/i18n/messages/pack-importers';
import type * as TextPacksModule from '../app/i18n/text-packs';

const messagesDir = 'app/i18n/messages';
const PACK_PREFIX = 'virtual:innoweek-texts/';
const PACK_ID = '\0innoweek-texts/';
const IMPORTERS_ID = '\0innoweek-texts-importers';
const LOCALES: Locale[] = ['cs', 'en'];

/** Which locale-scripts.json lists: a language's scripts per text pack. */
export type LocaleScripts = Partial<Record<Locale, Partial<Record<PackName, string[]>>>>;

/**
 * The browser downloads one language's texts, and of it the packs a page needs (decisions 044
 * and 161). In the client build app/i18n/translate.ts gets messages/bundles.client.ts (loads
 * packs on demand) instead of messages/bundles.ts (every text, for the server and the tests),
 * and each language's pack is a script of plain data written at build time from the tables.
 * The scripts' URLs (with their imports) go to `scriptsFile` (outside the served files): the
 * server names a page's packs in modulepreload links (root.tsx), so the browser fetches them
 * with the other scripts, not after the entry ran.
 *
 * A pack's script is named by its language, its name and a hash of all the texts
 * (`assets/texts-cs-programme-<hash>.js`), so the browser's `importPack` builds its URL instead
 * of carrying one `import()` per language and pack (56 of them, ~1 KiB gzipped on every page:
 * their content hashes do not compress; decision 202). A text changed changes every pack's
 * name, as a new build's texts are fetched again anyway when they change.
 */
export function messagesPerLocale(scriptsFile: string): Plugin {
  let root = process.cwd();
  let building = false;
  // The packs' texts, cut from the tables by the same code the development server runs.
  let texts: Partial<Record<Locale, Record<PackName, PackTexts>>> | null = null;
  let textsHash = '';
  const packFile = (locale: string, pack: string) => `texts-${locale}-${pack}-${textsHash}.js`;
  return {
    name: 'innoweek:messages-per-locale',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const load = <T>(module: string) =>
        runnerImport<T>(join(root, module), { configFile: false, logLevel: 'silent' }).then((r) => r.module);
      const [{ packOf }, { bundles }, { TEXT_PACK_NAMES }] = await Promise.all([
        load<typeof PackImportersModule>(`${messagesDir}/pack-importers.ts`),
        load<typeof BundlesModule>(`${messagesDir}/bundles.ts`),
        load<typeof TextPacksModule>('app/i18n/text-packs.ts'),
      ]);
      const loaded = LOCALES.flatMap((locale) =>
        (['base', ...TEXT_PACK_NAMES] as const).map((pack) => ({ locale, pack, texts: packOf(bundles[locale]!, pack) })),
      );
      texts = {};
      for (const { locale, pack, texts: of } of loaded) (texts[locale] ??= {} as Record<PackName, PackTexts>)[pack] = of;
      textsHash = createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 10);
      // Each pack a script of its own, by the name importPack builds (no module imports it).
      for (const { locale, pack } of loaded) {
        this.emitFile({ type: 'chunk', id: `${PACK_PREFIX}${locale}/${pack}`, fileName: `assets/${packFile(locale, pack)}` });
      }
    },
    resolveId(source, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      if (source === './messages/bundles' && from.endsWith('/app/i18n/translate.ts')) {
        return join(root, messagesDir, 'bundles.client.ts');
      }
      // The development server loads the packs through pack-importers.ts itself.
      if (!building) return null;
      if (source === './pack-importers' && from.endsWith(`/${messagesDir}/bundles.client.ts`)) return IMPORTERS_ID;
      if (source.startsWith(PACK_PREFIX)) return PACK_ID + source.slice(PACK_PREFIX.length);
      return null;
    },
    load(id) {
      if (id === IMPORTERS_ID && texts) {
        // The pack's script beside this one (the shell, in assets/). A failed import is told as
        // Vite's own dynamic imports tell it (chunk-reload.ts may load the page again).
        return `export const importPack = (locale, pack) => import(/* @vite-ignore */ \`./${packFile('${locale}', '${pack}')}\`).then(
  (m) => m.default,
  (error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  },
);
`;
      }
      if (id.startsWith(PACK_ID) && texts) {
        const [locale, pack] = id.slice(PACK_ID.length).split('/') as [Locale, PackName];
        return `export default ${JSON.stringify(texts[locale]?.[pack] ?? {})};\n`;
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const scripts: LocaleScripts = {};
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
        for (const id of output.moduleIds) {
          if (!id.startsWith(PACK_ID)) continue;
          const [locale, pack] = id.slice(PACK_ID.length).split('/') as [Locale, PackName];
          (scripts[locale] ??= {})[pack] = withImports(output.fileName).map((f) => `/${f}`);
        }
      }
      mkdirSync(dirname(scriptsFile), { recursive: true });
      writeFileSync(scriptsFile, `${JSON.stringify(scripts)}\n`);
    },
  };
}
