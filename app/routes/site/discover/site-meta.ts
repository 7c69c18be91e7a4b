import type { MetaDescriptor } from 'react-router';
import type { SiteSetting } from '../../../../core/site/get-site-setting';
import { LOCALES, type Locale } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { createT } from '../../../i18n/translate';
import { pageMeta, type PageMetaInput } from '../../../seo/page-meta';

type Match = { id: string; loaderData?: unknown } | undefined;
type SiteData = { setting?: SiteSetting; origin?: string };

type Input = Omit<PageMetaInput, 'origin' | 'siteName'> & {
  locale: Locale;
  /**
   * The page's own URL per language when it is not simply the same route in the other
   * language (content pages are separate pages per language); a missing language gets no
   * hreflang link.
   */
  alternates?: Partial<Record<Locale, string>>;
};

/**
 * pageMeta for a page inside the site layout: the origin and the site's name come from the
 * layout loader, the title gets the site's name appended.
 */
export function sitePageMeta(matches: readonly Match[], p: Input): MetaDescriptor[] {
  const site = matches.find((m) => m?.id === 'site')?.loaderData as SiteData | undefined;
  const siteName = site?.setting
    ? localized(site.setting.name, site.setting.name_en, p.locale)
    : createT(p.locale)('meta.siteFallback');
  // Without the layout's data (an error upstream) relative links are still better than none.
  const origin = site?.origin ?? 'http://localhost';
  const { alternates, ...input } = p;
  const meta = pageMeta({ ...input, title: `${p.title} | ${siteName}`, origin, siteName });
  if (!alternates) return meta;
  const abs = (path: string) => new URL(path, origin).toString();
  const fallback = alternates.cs ?? LOCALES.map((l) => alternates[l]).find(Boolean);
  return meta.flatMap((d) => {
    if (!('hrefLang' in d) || d.rel !== 'alternate') return [d];
    const lang = d.hrefLang as string;
    const path = lang === 'x-default' ? fallback : alternates[lang as Locale];
    return path ? [{ ...d, href: abs(path) }] : [];
  });
}
