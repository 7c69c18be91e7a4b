/** The remembered-language cookie, read on the server and written in the browser. */
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale, type Locale } from './locale';

/** The locale stored in a Cookie header, if any. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}

/** A document.cookie / Set-Cookie value that remembers the locale for a year on the whole site. */
export function serializeLocaleCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}
