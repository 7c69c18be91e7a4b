import type { ReactNode } from 'react';
import type { SiteSetting } from '../../core/site/get-site-setting';
import { localized } from '../i18n/localized';
import { useLocale, useT } from '../i18n/use-t';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { SwitcherEdition } from './edition-switcher';

type Props = {
  setting: SiteSetting | undefined;
  newsletterUrl: string | undefined;
  /** The public editions, for the footer's switcher (decision 162). */
  editions?: readonly SwitcherEdition[];
  children: ReactNode;
};

/** The innovation layout: skip link, header with menu, the page, organiser footer. */
export function SiteShell({ setting, newsletterUrl, editions, children }: Props) {
  const t = useT();
  const locale = useLocale();
  const siteName = setting ? localized(setting.name, setting.name_en, locale) : t('meta.siteFallback');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <SiteHeader setting={setting} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter siteName={siteName} newsletterUrl={newsletterUrl} editions={editions} />
    </>
  );
}
