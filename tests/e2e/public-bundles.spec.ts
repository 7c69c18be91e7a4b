import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { findAssetReferences } from '../../bench/asset-sizes';
import { resolvePublicPages } from '../../bench/public-pages';
import { isErrorCode } from '../../core/errors/error-codes';
import { BROUGHT_TEXT_PACKS, textPackOf, textPacksForPath, TEXT_PACKS, type TextPack } from '../../app/i18n/text-packs';
import { SIGNUP_TEXT_PACKS } from '../../app/components/programme/signup-text-packs';
import type { ChunkModulesFile } from '../../scripts/chunk-modules';

// No admin screen, admin widget or admin-only library in the scripts a public page loads, and
// one language's texts only (issue 8, decisions 017 and 044). The pages name their scripts in the served HTML; the build
// lists which source modules each script carries (build/client-chunks.json, vite.config.ts).
// The static checks need no browser: the HTML and the listing are enough.

/** Modules that belong to the admin area or its editors, never to a page a visitor opens. */
const adminOnly: { what: string; pattern: RegExp }[] = [
  { what: 'an admin screen', pattern: /^app\/routes\/admin\// },
  { what: 'an admin component', pattern: /^app\/components\/admin\// },
  { what: "the admin area's texts", pattern: /^app\/i18n\/messages\/admin-area\./ },
  // Its routes: the admin screens add them to the links the shell knows (decision 204).
  { what: "the admin area's routes", pattern: /^app\/i18n\/admin-route-(table|paths)\.ts$/ },
  {
    what: 'React Aria (admin widgets)',
    pattern: /^node_modules\/(react-aria-components|react-aria|@react-aria|@react-stately|@internationalized\/date)\//,
  },
  { what: 'the rich-text editor', pattern: /^node_modules\/(@tiptap|prosemirror-[\w-]+)\// },
];

const listing = (): ChunkModulesFile => JSON.parse(readFileSync('build/client-chunks.json', 'utf8')) as ChunkModulesFile;

/** A script and every script it imports statically: what the browser loads with it. */
function withStaticImports(chunks: ChunkModulesFile, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The text packs each script a page may run can count on being loaded when it runs: the page's
 * own (`packs`) for what it loads at once; a script loaded on demand adds the packs its modules
 * bring with them (BROUGHT_TEXT_PACKS, SIGNUP_TEXT_PACKS: what loads such a module loads them with it), and hands
 * them on to the scripts it imports. A script reached in several ways has only what every way gives.
 */
function packsLoadedFor(chunks: ChunkModulesFile, scripts: string[], packs: readonly TextPack[]): Map<string, Set<TextPack>> {
  const brought: Partial<Record<string, readonly TextPack[]>> = { ...BROUGHT_TEXT_PACKS, ...SIGNUP_TEXT_PACKS };
  const broughtBy = (file: string): TextPack[] =>
    Object.keys(chunks[file]?.modules ?? {}).flatMap((module) => brought[module] ?? []);
  const loaded = new Map<string, Set<TextPack>>();
  const queue: [string, Set<TextPack>][] = scripts.map((file) => [file, new Set(packs)]);
  for (let next = queue.pop(); next; next = queue.pop()) {
    const [file, given] = next;
    const known = loaded.get(file);
    const now = known ? new Set([...known].filter((pack) => given.has(pack))) : given;
    if (known && now.size === known.size) continue;
    loaded.set(file, now);
    for (const imported of chunks[file]?.imports ?? []) queue.push([imported, now]);
    for (const imported of chunks[file]?.dynamicImports ?? []) queue.push([imported, new Set([...now, ...broughtBy(imported)])]);
  }
  return loaded;
}

/** A language's text pack in the listing (scripts/messages-per-locale.ts names the modules so). */
const packModule = (locale: string, pack: string) => `\0innoweek-texts/${locale}/${pack}`;

/**
 * The text packs a module's source names: a string that is a message key (`'event.title'`), or
 * a template that starts one (`` `event.type.${id}` ``), by the pack of its key or prefix.
 */
function packsNamedIn(source: string): Map<TextPack, string> {
  const named = new Map<TextPack, string>();
  const prefixes = new Set<string>(Object.values(TEXT_PACKS).flat());
  for (const [, key = '', prefix = ''] of source.matchAll(/['"`](([A-Za-z]+)\.[\w.$]*)/g)) {
    if (!prefixes.has(prefix)) continue;
    const pack = textPackOf(key.includes('$') ? `${prefix}.` : key);
    if (pack !== 'base' && !named.has(pack)) named.set(pack, key);
  }
  // Refusal codes named in code (`'Star.limit'`).
  for (const [, code = ''] of source.matchAll(/['"`]([A-Z]\w+\.[\w.]+)['"`]/g)) {
    const pack = isErrorCode(code) ? textPackOf(code) : 'base';
    if (pack !== 'base' && !named.has(pack)) named.set(pack, code);
  }
  return named;
}

test.describe('scripts of public pages', () => {
  test('the admin-only patterns match modules of this build (so the check below can fail)', () => {
    const modules = Object.values(listing()).flatMap((chunk) => Object.keys(chunk.modules));
    for (const { what, pattern } of adminOnly) {
      expect(
        modules.some((m) => pattern.test(m)),
        `${what}: ${pattern}`,
      ).toBe(true);
    }
  });

  test("every text pack is a script named by its language, pack and the texts' hash, which no script imports by name", () => {
    // The browser builds a pack's URL (scripts/messages-per-locale.ts, decision 202) instead of
    // carrying 56 imports of them in the shell.
    const chunks = listing();
    const packs = Object.entries(chunks).flatMap(([file, chunk]) =>
      Object.keys(chunk.modules)
        .filter((m) => m.startsWith('\0innoweek-texts/'))
        .map((m) => ({ file, module: m })),
    );
    expect(packs.length).toBeGreaterThan(20);
    const hashes = new Set<string>();
    for (const { file, module } of packs) {
      const [locale, pack] = module.slice('\0innoweek-texts/'.length).split('/');
      const named = new RegExp(`^/assets/texts-${locale}-${pack}-([0-9a-f]{10})\\.js$`).exec(file);
      expect(named, `${module} is in ${file}`).not.toBeNull();
      hashes.add(named![1]!);
    }
    expect([...hashes]).toHaveLength(1);
    const packFiles = new Set(packs.map((p) => p.file));
    for (const [file, chunk] of Object.entries(chunks))
      expect(
        [...chunk.imports, ...chunk.dynamicImports].filter((f) => packFiles.has(f)),
        file,
      ).toEqual([]);
  });

  test('no public page loads admin code or admin-only libraries, or the other language, in either language', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const chunks = listing();
    const pages = await resolvePublicPages(baseURL!);
    const found: string[] = [];
    for (const page of pages) {
      const res = await fetch(baseURL + page.path);
      expect(res.status, page.path).toBe(200);
      const scripts = findAssetReferences(await res.text())
        .map((ref) => new URL(ref, baseURL).pathname)
        .filter((path) => path.endsWith('.js'));
      expect(scripts.length, `${page.path} names no scripts`).toBeGreaterThan(0);
      const loaded = withStaticImports(chunks, scripts);
      // The page's own language's texts come with it (preloaded), the other language's do not.
      const texts = (locale: string, pack = 'base') =>
        loaded.some((file) => packModule(locale, pack) in (chunks[file]?.modules ?? {}));
      const other = page.locale === 'cs' ? 'en' : 'cs';
      if (!texts(page.locale)) found.push(`${page.path}: its ${page.locale} texts are not among its scripts`);
      if (texts(other)) found.push(`${page.path}: carries the ${other} texts too`);
      // Decision 161: the page preloads its text packs, and they hold every key its code names,
      // but for the packs a module loaded on demand brings with it and with what it imports
      // (decisions 188, 205).
      const packs = textPacksForPath(new URL(page.path, baseURL).pathname);
      for (const pack of packs)
        if (!texts(page.locale, pack)) found.push(`${page.path}: its ${pack} texts are not among its scripts`);
      // The toasts' messages come before a toast of theirs shows (toasts.tsx, decision 210), and a
      // redirect's toast comes written out by the root loader: no page lists them.
      for (const [file, loadedPacks] of packsLoadedFor(chunks, scripts, [...packs, 'toasts']))
        for (const module of Object.keys(chunks[file]?.modules ?? {})) {
          if (!/^(app|core)\/.*\.tsx?$/.test(module) || module.startsWith('app/i18n/')) continue;
          // The redirect toasts' keys are shown by the root loader, which writes out a text not
          // in the base (decisions 161, 210); a key a screen passes to `actionToast` is its own.
          if (module === 'app/toasts/flash-toast.ts') continue;
          for (const [pack, key] of packsNamedIn(readFileSync(module, 'utf8')))
            if (!loadedPacks.has(pack))
              found.push(`${page.path}: ${module} (${file}) names ${key}, of the ${pack} texts not loaded with it`);
        }
      for (const file of loaded) {
        // A script the listing does not know means build/ was rebuilt after the server started.
        expect(chunks[file], `${file} (on ${page.path}) is not in build/client-chunks.json: rebuild`).toBeDefined();
        const modules = Object.keys(chunks[file]!.modules);
        for (const { what, pattern } of adminOnly) {
          const hits = modules.filter((m) => pattern.test(m));
          if (hits.length > 0) found.push(`${page.path}: ${file} carries ${what} (${hits.length} modules: ${hits[0]}, …)`);
        }
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
});

// In Chromium: what the running page fetches, after hydration, beside what its HTML names (a
// preload helper once fetched the Czech texts on every English page).
test.describe('texts a running page fetches', () => {
  for (const [path, own, other] of [
    ['/en/', 'en', 'cs'],
    ['/', 'cs', 'en'],
  ] as const) {
    // Untagged: the desktop project alone runs it (playwright.config.ts).
    test(`${path} fetches its ${own} texts and not the ${other} ones`, async ({ page, baseURL }) => {
      const chunks = listing();
      const fetched: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseURL!).origin && url.pathname.endsWith('.js')) fetched.push(url.pathname);
      });
      await page.goto(path);
      await page.waitForFunction(() => '__reactRouterDataRouter' in window);
      await page.waitForLoadState('networkidle');
      const texts = (locale: string) => fetched.some((file) => packModule(locale, 'base') in (chunks[file]?.modules ?? {}));
      expect(texts(own), fetched.join(', ')).toBe(true);
      expect(texts(other), fetched.join(', ')).toBe(false);
    });
  }
});
