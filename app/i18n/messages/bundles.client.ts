/**
 * The browser's texts: one language at a time, and of it the base pack and the packs the page
 * needs (decision 161), loaded before the page hydrates (entry.client.tsx) and before a
 * navigation renders (root.tsx's clientMiddleware). The server's build has every text
 * (bundles.ts; vite.config.ts picks this one for the browser).
 */
import type { Locale } from '../locale';
import { TEXT_PACK_NAMES, type TextPack } from '../text-packs';
import type { Messages } from './cs';
import { packImporters, type PackName } from './pack-importers';

export const bundles: Partial<Record<Locale, Messages>> = {};

/** Each language's table as its packs arrive; published in `bundles` once its base is in. */
const tables: Partial<Record<Locale, Partial<Messages>>> = {};
const loading = new Map<string, Promise<void>>();

function loadPack(locale: Locale, pack: PackName): Promise<void> {
  const id = `${locale}:${pack}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = packImporters[locale][pack]().then(
      (texts) => {
        Object.assign((tables[locale] ??= {}), texts);
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

/** Loads a language's base texts and the given packs (every pack when none are named). */
export async function loadMessages(locale: Locale, packs: readonly TextPack[] = TEXT_PACK_NAMES): Promise<void> {
  await Promise.all([loadPack(locale, 'base'), ...packs.map((pack) => loadPack(locale, pack))]);
  // One object per language from here on: translate.ts keeps reading it as packs are added.
  bundles[locale] ??= tables[locale] as Messages;
}
