import type { MetaDescriptor } from 'react-router';
import type { SiteSetting } from '../../../../core/site/get-site-setting';
import { localeFromPath } from '../../../i18n/locale';
import { localized } from '../../../i18n/localized';
import { createT } from '../../../i18n/translate';
import { pageMeta } from '../../../seo/page-meta';

type Match = { id: string; loaderData?: unknown } | undefined;
type SiteData = { setting?: SiteSetting; origin?: string };

/** The site layout's loader data that every page's meta needs: the site's name and origin. */
export function siteData(matches: readonly Match[], pathname: string): { siteName: string; origin: string } {
  const locale = localeFromPath(pathname);
  const data = matches.find((m) => m?.id === 'site')?.loaderData as SiteData | undefined;
  const siteName = data?.setting
    ? localized(data.setting.name, data.setting.name_en, locale)
    : createT(locale)('meta.siteFallback');
  return { siteName, origin: data?.origin ?? 'http://localhost' };
}

/** pageMeta for a programme page, titled "<page> | <site>". */
export function programmeMeta(
  args: { matches: readonly Match[]; location: { pathname: string } },
  page: { title: string; description: string; image?: string | null; type?: 'website' | 'event' },
): MetaDescriptor[] {
  const { pathname } = args.location;
  const { siteName, origin } = siteData(args.matches, pathname);
  return pageMeta({
    ...page,
    title: `${page.title} | ${siteName}`,
    pathname,
    locale: localeFromPath(pathname),
    origin,
    siteName,
  });
}
