import { useContext, useEffect, useLayoutEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
  useNavigation,
} from 'react-router';

/** React Router's own key, so positions saved before this component came are still read. */
const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * Run in the page before it is hydrated: a reload or a return to this entry scrolls where the
 * visitor was (the positions `pagehide` saved), as React Router's inline script does.
 */
// Written compact: it is in every page's HTML and in the shell's script.
const restoreScroll =
  `(function(k){var h=window.history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},'');` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||'{}')[h.state.key];if(typeof y==='number')window.scrollTo(0,y)}` +
  `catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(STORAGE_KEY)})`;

let savedPositions: Record<string, number> = {};
/** Layout effects in the browser only (the server renders no effects and would warn). */
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * React Router's `ScrollRestoration` without its `getKey` and `storageKey` (we use neither),
 * in a module of ours: React Router's lives in `dom/lib.js` with `Link`, `Form` and the
 * fetchers, and would bring their 4 KiB to every page (decision 199). The router keeps the
 * positions by history entry and says after each navigation where to scroll: back to a saved
 * position, to the URL's #fragment, not at all (`preventScrollReset`), or to the top.
 */
export function ScrollRestoration() {
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext)?.router;
  const { restoreScrollPosition, preventScrollReset } = useContext(DataRouterStateContext) ?? {};
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    // A page restored from the back/forward cache had 'auto' set on leaving.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    const onPageHide = () => {
      if (navigation.state === 'idle') savedPositions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions));
      } catch {
        // Storage full or refused: positions are kept for this document only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pageshow', onPageShow);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [navigation.state, location.key]);

  useIsomorphicLayoutEffect(() => {
    try {
      const stored = sessionStorage.getItem(STORAGE_KEY);
      if (stored) savedPositions = JSON.parse(stored) as Record<string, number>;
    } catch {
      // Unreadable: start afresh.
    }
  }, []);

  useIsomorphicLayoutEffect(() => router?.enableScrollRestoration(savedPositions, () => window.scrollY), [router]);

  useIsomorphicLayoutEffect(() => {
    if (!router || restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    try {
      if (location.hash) {
        const element = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (element) {
          element.scrollIntoView();
          return;
        }
      }
    } catch {
      // A #fragment that is not a decodable id: no element to scroll to.
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  if (!framework || framework.isSpaMode) return null;
  // The script runs from the server's HTML: the browser's build leaves its text out (as root's theme script, decision 204).
  return (
    <script
      nonce={framework.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? restoreScroll : '' }}
    />
  );
}
