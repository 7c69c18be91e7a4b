/**
 * The browser's texts: one language at a time, loaded before the page hydrates
 * (entry.client.tsx) and before a navigation into the other language renders (root.tsx's
 * clientMiddleware). The server's build has both (bundles.ts; vite.config.ts picks this one
 * for the browser).
 */
import type { Locale } from '../locale';
import type { Messages } from './cs';

export const bundles: Partial<Record<Locale, Messages>> = {};

const loading = new Map<Locale, Promise<void>>();

/**
 * One importer per language, each its own `import()`: written as one expression choosing
 * between two imports, the build's preload helper fetched the Czech chunk's dependencies,
 * the Czech texts included, on every English page too.
 */
const importers: Record<Locale, () => Promise<Messages>> = {
  cs: () => import('./cs').then((m) => m.cs),
  en: () => import('./en').then((m) => m.en),
};

export function loadMessages(locale: Locale): Promise<void> {
  if (bundles[locale]) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then(
      (messages) => {
        bundles[locale] = messages;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (vite:preloadError handles a deploy).
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
