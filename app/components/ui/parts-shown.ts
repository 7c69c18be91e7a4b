import type { Locale } from '../../i18n/locale';
import type { TextPack } from '../../i18n/text-packs';
import { bringTexts } from '../../i18n/translate';

/**
 * The parts of pages loaded on demand (part-on-demand.tsx, decision 189), as their routes' modules
 * declare them: what loads each one's module, its texts and the selector of its markup in a page.
 * A module of its own, as small as it can be, because the client entry (in every page's shell)
 * reads it; the parts' component code stays with the routes that use it.
 */
export const partsOnDemand: { loadModule: () => Promise<unknown>; packs: readonly TextPack[]; shownBy: string }[] = [];

/** Every part's module, loaded: the server awaits it before it renders its first page. */
export async function preloadPartsOnDemand(): Promise<void> {
  await Promise.all(partsOnDemand.map((part) => part.loadModule()));
}

/**
 * The parts the server's page shows, with their texts in its language: the browser awaits it
 * before it hydrates. The client entry runs inside the shell script, which the page's first
 * route module imports, so the other route modules, which declare the parts, run after it in the
 * same turn: the list is read a turn of the microtask queue later, when they have.
 */
export async function preloadPartsShown(page: ParentNode, locale: Locale): Promise<void> {
  await Promise.resolve();
  await Promise.all(
    partsOnDemand
      .filter((part) => page.querySelector(part.shownBy) !== null)
      .map((part) => Promise.all([part.loadModule(), bringTexts(locale, part.packs)])),
  );
}
