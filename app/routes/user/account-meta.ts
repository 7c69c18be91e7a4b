import type { MetaDescriptor } from 'react-router';
import type { SiteSetting } from '../../../core/site/get-site-setting';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import type { MessageKey } from '../../i18n/messages/cs';
import { createT } from '../../i18n/translate';
import { pageMeta } from '../../seo/page-meta';

type MetaArgs = {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
};

/** Title, description, canonical and hreflang of an account page; none of them belongs in search results. */
export function accountMeta({ matches, location }: MetaArgs, title: MessageKey, description: MessageKey): MetaDescriptor[] {
  const locale = localeFromPath(location.pathname);
  const t = createT(locale);
  const site = matches.find((m) => m?.id === 'site')?.loaderData as { setting?: SiteSetting; origin?: string } | undefined;
  const siteName = site?.setting ? localized(site.setting.name, site.setting.name_en, locale) : t('meta.siteFallback');
  const robots = { name: 'robots', content: 'noindex' };
  const fullTitle = `${t(title)} | ${siteName}`;
  if (!site?.origin) return [{ title: fullTitle }, { name: 'description', content: t(description) }, robots];
  return [
    ...pageMeta({
      title: fullTitle,
      description: t(description),
      pathname: location.pathname,
      locale,
      origin: site.origin,
      siteName,
    }),
    robots,
  ];
}
