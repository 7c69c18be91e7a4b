/**
 * Both languages' texts, as the server and the tests have them. The browser build takes
 * bundles.client.ts instead (vite.config.ts), so a page downloads its own language's base
 * texts and its packs only (decisions 044 and 161).
 */
import type { Locale } from '../locale';
import type { TextPack } from '../text-packs';
import { cs, type Messages } from './cs';
import { en } from './en';

export const bundles: Partial<Record<Locale, Messages>> = { cs, en };

/** Here both are loaded already. */
export function loadMessages(_locale: Locale, _packs?: readonly TextPack[]): Promise<void> {
  return Promise.resolve();
}

/** Here every pack is loaded already (bundles.client.ts: a module's own packs, decision 188). */
export function bringTexts(_locale: Locale, _packs: readonly TextPack[]): Promise<void> {
  return Promise.resolve();
}

export function textsLoaded(_locale: Locale, _packs: readonly TextPack[]): boolean {
  return true;
}
