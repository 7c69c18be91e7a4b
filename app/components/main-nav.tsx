import { NavLink } from 'react-router';
import type { MessageKey } from '../i18n/messages/cs';
import { href } from '../i18n/route-paths';
import type { RouteName } from '../i18n/route-table';
import { useLocale, useT } from '../i18n/use-t';

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
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.route}>
            <NavLink to={href(item.route as 'Home', {}, locale)} end={item.route === 'Home'}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
