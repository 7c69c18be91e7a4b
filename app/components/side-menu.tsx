import { NavLink } from './ui/link';
import type { SideMenuEntry } from '../../core/discover/find-side-menu';
import type { Locale } from '../i18n/locale';
import type { MessageKey } from '../i18n/messages/cs';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { usePrefetch } from './ui/use-prefetch';

/** The fixed entries of the side menu, in the spec's order (public-site.md 2.2), and My programme after the whole-week views (decision 038). */
const FIXED: { route: 'Home' | 'Calendar' | 'AllEvents' | 'Plenary' | 'MyProgramme' | 'Speakers'; label: MessageKey }[] = [
  { route: 'Home', label: 'nav.home' },
  { route: 'Calendar', label: 'calendar.title' },
  { route: 'AllEvents', label: 'allSessions.title' },
  { route: 'Plenary', label: 'plenary.title' },
  { route: 'MyProgramme', label: 'myProgramme.title' },
  { route: 'Speakers', label: 'speakers.title' },
];

/**
 * The public side menu (spec 2.2): Home, the whole-week views and the speakers, then the
 * admin's content pages of the current language; entries without a page never get here (core
 * leaves them out).
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
          {FIXED.map((entry) => (
            <li key={entry.route}>
              <NavLink prefetch={prefetch} to={href(entry.route, {}, locale)} end={entry.route === 'Home'}>
                {t(entry.label)}
              </NavLink>
            </li>
          ))}
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
