/**
 * Both languages' texts, as the server and the tests have them. The browser build takes
 * bundles.client.ts instead (vite.config.ts), so a page downloads its own language only
 * (decision 044).
 */
import type { Locale } from '../locale';
import { cs, type Messages } from './cs';
import { en } from './en';

export const bundles: Partial<Record<Locale, Messages>> = { cs, en };

/** Here both are loaded already. */
export function loadMessages(_locale: Locale): Promise<void> {
  return Promise.resolve();
}
