import { Link } from './ui/link';
import type { SiteSetting } from '../../core/site/get-site-setting';
import { localized } from '../i18n/localized';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { LocaleSwitch } from './locale-switch';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';
import { SiteMenu } from './site-menu';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import { Image, sizesAtHeight } from './ui/image';
import { usePrefetch } from './ui/use-prefetch';

export function SiteHeader({ setting }: { setting: SiteSetting | undefined }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const name = setting ? localized(setting.name, setting.name_en, locale) : t('meta.siteFallback');

  return (
    <header className="site-header">
      <div className="container site-header-bar">
        <Link
          prefetch={prefetch}
          to={href('Home', {}, locale)}
          className="brand"
          aria-label={t('layout.homeLink', { site: name })}
        >
          {/* An uploaded logo carries the name itself; the link's label names the site for screen readers. */}
          {setting?.logo ? (
            <Image image={setting.logo} alt="" sizes={sizesAtHeight(setting.logo, 2.25)} loading="eager" className="brand-logo" />
          ) : (
            <>
              <BrandMark />
              <span className="brand-name">{name}</span>
            </>
          )}
        </Link>
        <MainNav />
        <div className="site-header-actions">
          <SearchBox />
          {/* On phones these two move into the menu (layout.css). */}
          <div className="site-header-settings">
            <LocaleSwitch />
            <ThemeToggle />
          </div>
          <UserMenu />
          <SiteMenu />
        </div>
      </div>
    </header>
  );
}

/** Shown until an admin uploads a logo. */
function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" className="brand-mark-bg" />
      <path d="M13 28V12M20 28V17M27 28V21" className="brand-mark-fg" />
      <circle cx="27" cy="13.5" r="3" className="brand-mark-dot" />
    </svg>
  );
}
