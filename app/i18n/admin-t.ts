/**
 * Translation for the admin screens: the admin dictionary (messages/admin-area.*) first, then
 * the site's messages (error codes, the user menu). Only admin modules import this file, so
 * the admin texts never reach a public page.
 */
import { createAreaT } from './area-t';
import type { Locale } from './locale';
import type { MessageKey, PluralKey } from './messages/cs';
import { adminAreaCs } from './messages/admin-area.cs';
import { adminAreaEn } from './messages/admin-area.en';
import { cs } from './messages/cs';
import type { PluralMessage } from './messages/plural';
import type { Params } from './translate';
import { useLocale } from './use-t';

export type AdminKey = keyof typeof adminAreaCs;
/** A text of the admin dictionary or of the site's messages. */
export type AdminTextKey = AdminKey | Exclude<MessageKey, PluralKey>;
type Key = AdminTextKey;

export type AdminTranslate = (key: Key, params?: Params) => string;

const bundles: Record<Locale, Record<AdminKey, string | PluralMessage>> = { cs: adminAreaCs, en: adminAreaEn };
const cache = new Map<Locale, AdminTranslate>();

export function createAdminT(locale: Locale): AdminTranslate {
  const cached = cache.get(locale);
  if (cached) return cached;
  const t: AdminTranslate = createAreaT(bundles[locale], locale);
  cache.set(locale, t);
  return t;
}

/** The admin translate function for the page's language. */
export function useAdminT(): AdminTranslate {
  return createAdminT(useLocale());
}

/** True for a text of the admin dictionary or the site's messages (a refusal code, say). */
export function isAdminKey(key: string): key is Key {
  return key in adminAreaCs;
}

/** The text of a refusal code from the API; a code this build does not know reads as a generic error. */
export function codeText(t: AdminTranslate, code: string, params?: Params): string {
  if (code in adminAreaCs || (code in cs && typeof cs[code as MessageKey] === 'string')) return t(code as Key, params);
  return t('Request.internal');
}
