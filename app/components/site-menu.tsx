import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from './ui/link';
import { ADMIN_HOME } from '../auth/admin-home';
import { useOptionalUser } from '../auth/use-user';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { LocaleSwitch } from './locale-switch';
import { PROGRAMME_ITEMS, WEEK_ITEMS, type NavItem } from './site-nav-items';
import { ThemeToggle } from './theme-toggle';
import { useHydrated } from './ui/use-hydrated';
import { usePrefetch } from './ui/use-prefetch';

const FOCUSABLE = 'summary, a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The site menu (decision 100): every area, the streams, the calendar and My programme behind
 * one button on every page; full screen on phones, a panel under the button wider up. It is a
 * <details>, so it opens and its links work before the page's script runs. Once it runs:
 * Escape closes it and focus returns to the button, Tab stays inside while it is open, a tap
 * outside or a new page closes it.
 */
export function SiteMenu() {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const hydrated = useHydrated();
  // Spec 2.2: the Admin link only for a user whose role is Admin (the server's answer, decision 188).
  const showAdmin = useOptionalUser()?.can.useAdminOnlyScreens ?? false;
  const { key } = useLocation();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const programmeId = useId();
  const weekId = useId();

  const close = (returnFocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (returnFocus) summaryRef.current?.focus();
  };

  // Any navigation closes it, a link to the page already shown too (not the first render:
  // a menu opened before the script ran stays open).
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const details = detailsRef.current;
      if (details && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      // Only what is shown: the settings row is hidden where the header has them.
      const all = Array.from(detailsRef.current!.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.getClientRects().length > 0,
      );
      const first = all[0];
      const last = all[all.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  }

  const link = (item: NavItem) => (
    <li key={item.route}>
      <NavLink
        prefetch={prefetch}
        to={href(item.route as 'Home', {}, locale)}
        end={item.route === 'Home'}
        className="site-menu-link"
      >
        {t(item.label)}
      </NavLink>
    </li>
  );

  return (
    <details
      ref={detailsRef}
      className="site-menu"
      onToggle={() => setOpen(detailsRef.current?.open ?? false)}
      onKeyDown={onKeyDown}
    >
      {/* The details element states open or closed itself; aria-expanded repeats it once the script keeps it true. */}
      <summary ref={summaryRef} className="site-menu-button" aria-expanded={hydrated ? open : undefined}>
        <svg className="icon site-menu-icon-open" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
        <svg className="icon site-menu-icon-close" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
        {/* 'Menu' stays in view (the button keeps its width); the name says what a press does. */}
        <span className="site-menu-label" aria-hidden="true">
          {t('nav.toggle')}
        </span>
        <span className="visually-hidden site-menu-name-open">{t('nav.toggle')}</span>
        <span className="visually-hidden site-menu-name-close">{t('nav.close')}</span>
      </summary>
      <div className="site-menu-panel">
        <nav className="site-menu-nav" aria-label={t('nav.label')}>
          <div className="site-menu-group">
            <p id={programmeId} className="site-menu-heading">
              {t('nav.programmeGroup')}
            </p>
            <ul aria-labelledby={programmeId}>{PROGRAMME_ITEMS.map(link)}</ul>
          </div>
          <div className="site-menu-group">
            <p id={weekId} className="site-menu-heading">
              {t('nav.weekGroup')}
            </p>
            <ul aria-labelledby={weekId}>
              {WEEK_ITEMS.map(link)}
              {showAdmin ? link({ route: ADMIN_HOME, label: 'nav.admin' }) : null}
            </ul>
          </div>
        </nav>
        {/* A caption, not a label: as the row's label, 'Jazyk a vzhled' also answered look-ups of a page's own 'Jazyk' field. */}
        <div className="site-menu-settings">
          <p className="site-menu-heading">{t('nav.settingsGroup')}</p>
          <div className="site-menu-settings-row">
            <LocaleSwitch />
            <ThemeToggle />
          </div>
        </div>
      </div>
    </details>
  );
}
