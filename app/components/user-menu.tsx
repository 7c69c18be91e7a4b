import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { canUseAdminArea } from '../../core/accounts/policy';
import { displayName } from '../auth/public-user';
import { useOptionalUser } from '../auth/use-user';
import type { MessageKey } from '../i18n/messages/cs';
import { href } from '../i18n/route-paths';
import type { RouteName } from '../i18n/route-table';
import { useLocale, useT } from '../i18n/use-t';
import { ADMIN_HOME } from '../auth/admin-home';

type Item = { route: RouteName; label: MessageKey };

/**
 * The header's user dropdown (public-site.md 2.2): signed in, the Admin panel (Admins for
 * now), Me and Logout; signed out, Login, Register and Restore password. It follows the
 * ARIA menu button pattern. Without JavaScript the button opens the /user page, which lists
 * the same entries.
 */
export function UserMenu() {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const logoutFormId = useId();

  if (pathname !== lastPath) {
    // Choosing an entry navigates; the menu closes on the new page.
    setLastPath(pathname);
    setOpen(false);
  }

  const items: Item[] = user
    ? [
        ...(canUseAdminArea(user) ? [{ route: ADMIN_HOME, label: 'userMenu.adminPanel' } as const] : []),
        { route: 'Me', label: 'userMenu.me' },
        { route: 'MyProgramme', label: 'myProgramme.title' },
      ]
    : [
        { route: 'Login', label: 'userMenu.login' },
        { route: 'Register', label: 'userMenu.register' },
        { route: 'ForgotPassword', label: 'userMenu.restorePassword' },
      ];

  const menuItems = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // The items are visible after this render.
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  const name = user ? displayName(user) : null;

  return (
    <div className="user-menu" ref={rootRef}>
      <form method="get" action={href('User', {}, locale)} className="user-menu-trigger">
        <button
          ref={buttonRef}
          id={buttonId}
          type="submit"
          className={user ? 'user-menu-button' : 'user-menu-button user-menu-button-guest'}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={(event) => {
            event.preventDefault();
            if (open) close(false);
            else openAt(0);
          }}
          onKeyDown={onButtonKeyDown}
        >
          {user ? (
            <>
              <span className="user-avatar" aria-hidden="true">
                {initials(name!)}
              </span>
              <span className="user-menu-name">{name}</span>
            </>
          ) : (
            <>
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="8.5" r="3.8" />
                <path d="M4.5 20.5c1.2-3.8 4-5.7 7.5-5.7s6.3 1.9 7.5 5.7" />
              </svg>
              <span>{t('userMenu.guestButton')}</span>
            </>
          )}
          <svg className="user-menu-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m7 10 5 5 5-5" />
          </svg>
        </button>
      </form>
      <div className="user-menu-panel" hidden={!open}>
        {user ? (
          <p className="user-menu-who">
            {t('userMenu.signedInAs')} <strong>{user.username}</strong>
          </p>
        ) : null}
        <div role="menu" id={menuId} aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <Link
              key={item.route}
              role="menuitem"
              tabIndex={-1}
              to={href(item.route as 'Home', {}, locale)}
              className="user-menu-item"
            >
              {t(item.label)}
            </Link>
          ))}
          {user ? (
            <button
              type="submit"
              form={logoutFormId}
              role="menuitem"
              tabIndex={-1}
              className="user-menu-item"
              name="intent"
              value="logout"
            >
              {t('userMenu.logout')}
            </button>
          ) : null}
        </div>
      </div>
      {user ? <Form id={logoutFormId} method="post" action={href('User', {}, locale)} hidden /> : null}
    </div>
  );
}

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? parts[0]![0]! + parts[parts.length - 1]![0]! : name.slice(0, 2);
  return letters.toUpperCase();
}
