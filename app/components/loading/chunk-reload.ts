/**
 * A page left open across a deploy still names the old build's script chunks; the server no
 * longer has them, so the next navigation cannot load its route module. React Router answers
 * that by reloading the current page (routeModules.ts: `window.location.reload()`, with no
 * limit and not to the page the visitor asked for). We catch that reload through the
 * Navigation API, load the target page instead, at most once a minute (spec 8 and 9); a
 * second failure within the minute is handed to the page, which shows a message with a
 * reload link instead of looping. Chunks of our own lazy imports (the admin's rich-text
 * editor, the ticket form's checks) fail through Vite's `vite:preloadError` under the same guard.
 */

/** Spec 9: page reload guard 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const STORAGE_KEY = 'iw-chunk-reload-at';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether a reload may start now; if so, it is recorded. Without session storage (blocked or
 * full) the answer is no: a loop we could not see is worse than a message with a reload link.
 */
export function claimChunkReload(storage: Store | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(STORAGE_KEY) ?? Number.NaN);
    if (now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The browsers' words for a script chunk that could not be fetched, and Vite's for a missing preload. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i;

/** True for an error caused by a script or style chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

type Watch = {
  /** The path the router is loading, when it is busy (a navigation, revalidation or fetcher); null when idle. */
  pendingTarget: () => string | null;
  /** A failure within the minute after the last reload: the page should say so. */
  onRefused: (target: string) => void;
};

/** This tab's session storage, or null where it is blocked. */
export function sessionStore(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Starts watching for chunk failures; returns the function that stops it. */
export function watchChunkFailures({ pendingTarget, onRefused }: Watch): () => void {
  const onNavigate = (event: NavigateEvent) => {
    // Only React Router's own reload during a load: not the visitor's, not the mediawall's.
    if (event.navigationType !== 'reload' || event.userInitiated || !event.cancelable) return;
    const target = pendingTarget();
    if (target === null) return;
    event.preventDefault();
    if (claimChunkReload(sessionStore(), Date.now())) {
      // A document load of the target gets the new build's HTML and chunk names.
      window.setTimeout(() => window.location.assign(target), 0);
    } else {
      onRefused(target);
    }
  };

  const onPreloadError = (event: Event) => {
    if (!claimChunkReload(sessionStore(), Date.now())) return; // the error reaches the error boundary
    event.preventDefault();
    // `replace` to the same address, not `reload()`: this is not the router's reload above.
    window.location.replace(window.location.href);
  };

  const navigation = 'navigation' in window ? window.navigation : undefined;
  navigation?.addEventListener('navigate', onNavigate);
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    navigation?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('vite:preloadError', onPreloadError);
  };
}
