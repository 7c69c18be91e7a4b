import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useOptionalUser } from '../auth/use-user';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import type { FocusRequest } from './user-menu-panel';

const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = lazy(loadPanel);

/**
 * The header's user dropdown (public-site.md 2.2), an ARIA menu button. Without JavaScript the
 * button opens the /user page, which lists the same entries. Its entries and their keys
 * (user-menu-panel.tsx) come when the visitor first points at, focuses or presses the button
 * (decision 181): the panel is closed at first paint, so the page shows the same without them.
 */
export function UserMenu() {
  const t = useT();
  const locale = useLocale();
  const user = useOptionalUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // The panel is rendered from its first opening on, and kept (hidden) when it closes.
  const [wanted, setWanted] = useState(false);
  const [focus, setFocus] = useState<FocusRequest>({ index: 0, seq: 0 });
  const [lastPath, setLastPath] = useState(pathname);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  if (pathname !== lastPath) {
    // Choosing an entry navigates; the menu closes on the new page.
    setLastPath(pathname);
    setOpen(false);
  }

  const openAt = (index: number) => {
    setWanted(true);
    setOpen(true);
    setFocus((last) => ({ index, seq: last.seq + 1 }));
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const preload = () => void loadPanel().catch(() => undefined);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  }

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
          // The menu it names is in the page from its first opening on.
          aria-controls={wanted ? menuId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
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
                {user.initials}
              </span>
              <span className="user-menu-name">{user.name}</span>
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
      {wanted ? (
        <Suspense fallback={null}>
          <UserMenuPanel open={open} menuId={menuId} buttonId={buttonId} rootRef={rootRef} focus={focus} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
