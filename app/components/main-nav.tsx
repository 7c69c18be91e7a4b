import { NavLink } from './ui/link';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { HEADER_ITEMS } from './site-nav-items';
import { usePrefetch } from './ui/use-prefetch';

/**
 * The header row's links on wide screens (layout.css shows them only where the whole row
 * fits); the menu (site-menu.tsx) holds them too. NavLink marks the current area.
 */
export function MainNav() {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  return (
    <nav className="main-nav" aria-label={t('nav.quickLabel')}>
      <ul>
        {HEADER_ITEMS.map((item) => (
          <li key={item.route}>
            <NavLink prefetch={prefetch} to={href(item.route as 'Home', {}, locale)}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
