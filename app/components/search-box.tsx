import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './ui/use-hydrated';
import { localeFromPath } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import { BROUGHT_TEXT_PACKS } from '../i18n/text-packs';
import { bringTexts } from '../i18n/translate';
import { useLocale, useT } from '../i18n/use-t';

// The panel comes with its texts (decision 188); a later page in the other language loads them with its own.
const loadPanel = () =>
  Promise.all([
    import('./search-panel'),
    bringTexts(localeFromPath(window.location.pathname), BROUGHT_TEXT_PACKS['app/components/search-panel.tsx']),
  ]).then(([module]) => module);
const SearchPanel = lazy(loadPanel);

/**
 * The header search (ARIA combobox with a listbox popup). Before JavaScript it is a link to
 * the search page; then a button opens a panel under the header (search-panel.tsx, whose
 * script comes when the visitor first points at, focuses or opens the button: decision 161).
 */
export function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const id = useId();
  const panelId = `${id}-panel`;

  const [panelOpen, setPanelOpen] = useState(false);
  // The panel is rendered from its first opening on, and kept (hidden) when it closes.
  const [panelWanted, setPanelWanted] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const searchPage = href('Search', {}, locale);

  const closePanel = (returnFocus: boolean) => {
    setPanelOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  // A new page closes the search (after a result was opened, or the visitor went elsewhere).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setPanelOpen(false);
  }

  // A click or tap outside closes the list and the panel.
  useEffect(() => {
    if (!panelOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setPanelOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [panelOpen]);

  const prefetch = () => void loadPanel().catch(() => undefined);
  const closedPanel = <div id={panelId} className="search-panel" hidden />;

  return (
    <div className="search-box" ref={rootRef}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className="icon-button search-toggle"
          aria-expanded={panelOpen}
          aria-controls={panelId}
          aria-label={panelOpen ? t('search.close') : t('search.open')}
          title={panelOpen ? t('search.close') : t('search.open')}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            if (panelOpen) closePanel(false);
            else {
              setPanelWanted(true);
              setPanelOpen(true);
            }
          }}
        >
          {panelOpen ? <CloseIcon /> : <SearchIcon />}
        </button>
      ) : (
        <a href={searchPage} className="icon-button search-toggle" aria-label={t('search.open')} title={t('search.open')}>
          <SearchIcon />
        </a>
      )}
      {panelWanted ? (
        <Suspense fallback={closedPanel}>
          <SearchPanel id={id} open={panelOpen} onClose={closePanel} />
        </Suspense>
      ) : (
        closedPanel
      )}
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}
