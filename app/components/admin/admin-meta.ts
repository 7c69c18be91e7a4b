import type { MetaDescriptor } from 'react-router';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { pageMeta } from '../../seo/page-meta';

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

/** Title, canonical and hreflang of an admin screen, kept out of search results. */
export function adminMeta({ matches, location }: MetaArgs, title: string): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const t = createT(locale);
  const origin = (matches.find((m) => m?.id === 'admin')?.loaderData as { origin?: string } | undefined)?.origin;
  const fullTitle = `${title} | ${t('admin.title')}`;
  const robots = { name: 'robots', content: 'noindex' };
  if (!origin) return [{ title: fullTitle }, robots];
  const siteName = t('meta.siteFallback');
  return [
    ...pageMeta({
      title: fullTitle,
      description: t('admin.metaDescription'),
      pathname: location.pathname,
      locale,
      origin,
      siteName,
    }),
    robots,
  ];
}
