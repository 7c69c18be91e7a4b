import { useLocation } from 'react-router';
import { localeFromPath, type Locale } from './locale';
import { createT, type Translate } from './translate';

/** The page's language comes from its URL: no prefix is Czech, /en is English. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** The translate function for the page's language. */
export function useT(): Translate {
  return createT(useLocale());
}
