import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '../ui/link';
import { canUseAdminOnlyScreens } from '../../../core/accounts/policy';
import { useOptionalUser } from '../../auth/use-user';
import { href } from '../../i18n/admin-route-paths';
import type { RouteName } from '../../i18n/route-table';
import { useLocale } from '../../i18n/use-t';
import { useAdminT, type AdminKey } from '../../i18n/admin-t';

type Screen = { route: RouteName; label: AdminKey; adminOnly: boolean };

/** The admin screens that exist, in menu order; a screen joins the list when its route is built. */
const SCREENS: Screen[] = [
  { route: 'AdminHome', label: 'home.nav', adminOnly: false },
  { route: 'AdminSpeakers', label: 'speakers.title', adminOnly: false },
  { route: 'AdminEvents', label: 'admin.eventsNav', adminOnly: false },
  { route: 'AdminEventtypes', label: 'eventTypes.title', adminOnly: true },
  { route: 'AdminLocations', label: 'locations.title', adminOnly: true },
  { route: 'AdminHalls', label: 'halls.title', adminOnly: true },
  { route: 'AdminRunningLate', label: 'runningLate.title', adminOnly: false },
  { route: 'AdminExhibitors', label: 'exhibitors.title', adminOnly: true },
  { route: 'AdminPatrons', label: 'patrons.title', adminOnly: true },
  { route: 'AdminPages', label: 'pages.title', adminOnly: true },
  { route: 'AdminUsers', label: 'users.title', adminOnly: false },
  { route: 'AdminOrders', label: 'admin.ordersNav', adminOnly: true },
  { route: 'AdminRefunds', label: 'refunds.title', adminOnly: true },
  { route: 'AdminPromoCodes', label: 'promoCodes.title', adminOnly: true },
  { route: 'AdminAccessCodes', label: 'accessCodes.title', adminOnly: true },
  { route: 'AdminTicketSettings', label: 'ticketSettings.title', adminOnly: true },
  { route: 'AdminTicketWaitlist', label: 'waitlist.title', adminOnly: true },
  { route: 'AdminEditions', label: 'editions.title', adminOnly: true },
  { route: 'AdminAuditLog', label: 'audit.title', adminOnly: true },
  { route: 'AdminOutbox', label: 'admin.outboxNav', adminOnly: true },
];

/**
 * The admin menu: the public site and the screens the user may open. On phones it folds behind
 * a menu button; without JavaScript (no theme class on <html>) it simply stays open.
 */
export function AdminSidebar() {
  const t = useAdminT();
  const locale = useLocale();
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const listId = useId();

  if (pathname !== lastPath) {
    // Choosing a screen navigates; the folded menu closes on the new page.
    setLastPath(pathname);
    setOpen(false);
  }

  const screens = SCREENS.filter((s) => !s.adminOnly || canUseAdminOnlyScreens(user));

  return (
    <nav className="admin-sidebar" aria-label={t('admin.navLabel')} data-open={open}>
      <button
        type="button"
        className="admin-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        {t('admin.menuToggle')}
      </button>
      <ul id={listId} className="admin-nav-list" role="list">
        <li>
          <NavLink to={href('Home', {}, locale)} end className="admin-nav-link admin-nav-public">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M10 6H6a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4M14 4h6v6M20 4l-9 9" />
            </svg>
            {t('admin.publicSite')}
          </NavLink>
        </li>
        {screens.map((screen) => (
          <li key={screen.route}>
            <NavLink
              to={href(screen.route as 'AdminOutbox', {}, locale)}
              end={screen.route === 'AdminHome'}
              className="admin-nav-link"
            >
              {t(screen.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
