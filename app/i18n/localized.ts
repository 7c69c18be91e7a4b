import type { Locale } from './locale';

/** The spec's rule for content fields: English when the page is English and an English text exists, else Czech. */
export function localized(cs: string, en: string | null | undefined, locale: Locale): string;
export function localized(cs: string | null, en: string | null | undefined, locale: Locale): string | null;
export function localized(cs: string | null, en: string | null | undefined, locale: Locale): string | null {
  return locale === 'en' && en ? en : cs;
}

/**
 * The `lang` a localized text needs where it differs from the page's: the Czech text shown on an
 * English page for want of an English one. Hyphenation and screen readers follow it.
 */
export function fallbackLang(en: string | null | undefined, locale: Locale): Locale | undefined {
  return locale === 'en' && !en ? 'cs' : undefined;
}
