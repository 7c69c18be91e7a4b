import { NavLink } from 'react-router';
import type { SideMenuEntry } from '../../core/discover/find-side-menu';
import type { Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { usePrefetch } from './ui/use-prefetch';
import '../styles/discover-side-menu.css';

/**
 * The public side menu (spec 2.2): the speakers, then the admin's content pages of the
 * current language; entries without a page never get here (core leaves them out).
 */
export function SideMenu({ entries }: { entries: Record<Locale, SideMenuEntry[]> | undefined }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const pages = entries?.[locale] ?? [];
  return (
    <nav className="side-menu" aria-label={t('sideMenu.label')}>
      <div className="container">
        <ul role="list">
          <li>
            <NavLink prefetch={prefetch} to={href('Speakers', {}, locale)}>
              {t('speakers.title')}
            </NavLink>
          </li>
          {pages.map((entry) => (
            <li key={entry.id}>
              <NavLink prefetch={prefetch} to={href('PageDetail', { id: entry.page.id, slug: entry.page.slug }, locale)}>
                {entry.page.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
