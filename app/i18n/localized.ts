import type { Locale } from './locale';

/** The spec's rule for content fields: English when the page is English and an English text exists, else Czech. */
export function localized(cs: string, en: string | null | undefined, locale: Locale): string;
export function localized(cs: string | null, en: string | null | undefined, locale: Locale): string | null;
export function localized(cs: string | null, en: string | null | undefined, locale: Locale): string | null {
  return locale === 'en' && en ? en : cs;
}
