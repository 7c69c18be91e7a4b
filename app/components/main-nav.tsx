import { NavLink } from 'react-router';
import { isAdmin } from '../../core/accounts/policy';
import { useOptionalUser } from '../auth/use-user';
import type { MessageKey } from '../i18n/messages/cs';
import { href } from '../i18n/route-paths';
import type { RouteName } from '../i18n/route-table';
import { useLocale, useT } from '../i18n/use-t';
import { ADMIN_HOME } from '../auth/admin-home';
import { usePrefetch } from './ui/use-prefetch';

const items: { route: RouteName; label: MessageKey }[] = [
  { route: 'Home', label: 'nav.home' },
  { route: 'InteConferences', label: 'nav.conference' },
  { route: 'ProfSeminars', label: 'nav.seminars' },
  { route: 'InnoFairs', label: 'nav.fair' },
  { route: 'AccoEvents', label: 'nav.accompanying' },
];

/** The innovation layout's menu; NavLink marks the current section with aria-current. */
export function MainNav() {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  // Spec 2.2: the Admin link only for a user whose role is Admin.
  const showAdmin = isAdmin(useOptionalUser());
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink prefetch={prefetch} to={href(item.route as 'Home', {}, locale)} end={item.route === 'Home'}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
        {showAdmin ? (
          <li>
            <NavLink to={href(ADMIN_HOME, {}, locale)}>{t('nav.admin')}</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
