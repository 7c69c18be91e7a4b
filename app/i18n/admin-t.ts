/**
 * Translation for the admin screens: the admin dictionary (messages/admin-area.*) first, then
 * the site's messages (error codes, the user menu). Only admin modules import this file, so
 * the admin texts never reach a public page.
 */
import { intlLocale, type Locale } from './locale';
import type { MessageKey, PluralKey } from './messages/cs';
import { adminAreaCs } from './messages/admin-area.cs';
import { adminAreaEn } from './messages/admin-area.en';
import { cs } from './messages/cs';
import type { PluralMessage } from './messages/plural';
import { createT, fillParams, type Params } from './translate';
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
  const own = bundles[locale];
  const site = createT(locale);
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const plurals = new Intl.PluralRules(intlLocale(locale));
  // A text with plural forms takes the one for `count` (Czech: 1 výsledku, 2 výsledků, 5 výsledků).
  const pick = (message: string | PluralMessage, count: unknown) => {
    if (typeof message === 'string') return message;
    const form = plurals.select(Number(count ?? 0));
    return (form === 'one' || form === 'few' || form === 'many' ? message[form] : undefined) ?? message.other;
  };
  const t: AdminTranslate = (key, params) =>
    key in own
      ? fillParams(pick(own[key as AdminKey], params?.count), params, numbers)
      : site(key as Exclude<MessageKey, PluralKey>, params);
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
