/** The site's languages: Czech is the default and has no URL prefix, English lives under /en. */
export const LOCALES = ['cs', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cs';

/** The cookie that remembers the language a visitor chose (the name the old site used). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'cs' || value === 'en';
}

/**
 * The locale a pathname belongs to. Also accepts React Router's data URLs (`/en.data`),
 * so a loader reading `request.url` gets the same answer as the document request.
 */
export function localeFromPath(pathname: string): Locale {
  return /^\/en(?:[/.]|$)/i.test(pathname) ? 'en' : 'cs';
}

/** BCP 47 tag used with Intl: British English gives "11 October 2021". */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : 'cs-CZ';
}
