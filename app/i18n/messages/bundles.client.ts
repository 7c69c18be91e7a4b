/**
 * The browser's texts: one language at a time, and of it the base pack and the packs the page
 * needs (decision 161), loaded before the page hydrates (entry.client.tsx) and before a
 * navigation renders (root.tsx's clientMiddleware). The server's build has every text
 * (bundles.ts; vite.config.ts picks this one for the browser).
 */
import type { Locale } from '../locale';
import { TEXT_PACK_NAMES, type TextPack } from '../text-packs';
import type { Messages } from './cs';
import { importPack, type PackName } from './pack-importers';

export const bundles: Partial<Record<Locale, Messages>> = {};

/** Each language's table as its packs arrive; published in `bundles` once its base is in. */
const tables: Partial<Record<Locale, Partial<Messages>>> = {};
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

function loadPack(locale: Locale, pack: PackName): Promise<void> {
  const id = `${locale}:${pack}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = importPack(locale, pack).then(
      (texts) => {
        Object.assign((tables[locale] ??= {}), texts);
        loaded.add(id);
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (vite:preloadError handles a deploy).
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Packs a module loaded on demand brought with it: every later load of a language has them too. */
const brought = new Set<TextPack>();

/** Loads a language's base texts and the given packs (every pack when none are named). */
export async function loadMessages(locale: Locale, packs: readonly TextPack[] = TEXT_PACK_NAMES): Promise<void> {
  const all = brought.size ? new Set([...packs, ...brought]) : packs;
  await Promise.all([loadPack(locale, 'base'), ...[...all].map((pack) => loadPack(locale, pack))]);
  // One object per language from here on: translate.ts keeps reading it as packs are added.
  bundles[locale] ??= tables[locale] as Messages;
}

const bringing = new Map<string, Promise<void>>();

/**
 * The packs a module loaded on demand shows (BROUGHT_TEXT_PACKS, decision 188), loaded now in
 * `locale` and, from here on, with every navigation's texts in its language. The same promise
 * for the same request, so a component may wait for it with `use`.
 */
export function bringTexts(locale: Locale, packs: readonly TextPack[]): Promise<void> {
  for (const pack of packs) brought.add(pack);
  const id = `${locale}:${packs.join(',')}`;
  let pending = bringing.get(id);
  if (!pending) {
    pending = loadMessages(locale, packs).catch((error: unknown) => {
      bringing.delete(id);
      throw error;
    });
    bringing.set(id, pending);
  }
  return pending;
}

/** Whether a language's packs are in (the base included). */
export function textsLoaded(locale: Locale, packs: readonly TextPack[]): boolean {
  return [...packs, 'base'].every((pack) => loaded.has(`${locale}:${pack}`));
}

/**
 * Whether `key` has a text among those loaded (any language: a refusal code is the same key in
 * both). The browser's `isErrorCode` (scripts/error-texts-per-locale.ts, decision 190).
 */
export function hasText(key: string): boolean {
  return Object.values(tables).some((table) => table !== undefined && Object.hasOwn(table, key));
}
