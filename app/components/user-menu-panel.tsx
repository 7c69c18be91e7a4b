import { useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import { Form } from './ui/form';
import { Link } from './ui/link';
import { ADMIN_HOME } from '../auth/admin-home';
import { useOptionalUser } from '../auth/use-user';
import type { MessageKey } from '../i18n/messages/cs';
import { href } from '../i18n/route-paths';
import type { RouteName } from '../i18n/route-table';
import { useLocale, useT } from '../i18n/use-t';

type Item = { route: RouteName; label: MessageKey };

/** Which entry gets focus once the panel is shown: `index` (-1 the last), asked again with each new `seq`. */
export type FocusRequest = { index: number; seq: number };

/**
 * The user menu's entries and their keys (the ARIA menu pattern), loaded when the visitor first
 * points at, focuses or presses the menu's button (decision 181); the button is user-menu.tsx.
 * Signed in: the Admin panel (Admins for now), Me, My programme and Logout; signed out, Login,
 * Register and Restore password.
 */
export default function UserMenuPanel({
  open,
  menuId,
  buttonId,
  rootRef,
  focus,
  onClose,
}: {
  open: boolean;
  menuId: string;
  buttonId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  focus: FocusRequest;
  onClose: (returnFocus: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalUser();
  const logoutFormId = useId();

  const items: Item[] = user
    ? [
        ...(user.can.useAdminArea ? [{ route: ADMIN_HOME, label: 'userMenu.adminPanel' } as const] : []),
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

  // The button asked for an entry (Enter, Space, an arrow): the items are visible after this render.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => focusItem(focus.index));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves focus
  }, [focus.seq]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef, onClose]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const all = menuItems();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  }

  return (
    <>
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
    </>
  );
}
