/**
 * Registers the door's service worker (public/door-sw.js, decision 116) for the check-in pages
 * of both languages: after one visit the scanner and the seminar lists open without network.
 * Its scope is the check-in pages only, so no other page of the site is ever served by it.
 * The page it controls then hands it the page's address and every built file the page loaded
 * before the worker ran, so the first visit alone is enough to open the page offline.
 */
export function registerDoorWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  for (const scope of ['/checkin', '/en/checkin']) {
    navigator.serviceWorker.register('/door-sw.js', { scope }).catch(() => undefined);
  }
  void navigator.serviceWorker.ready.then((registration) => {
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    registration.active?.postMessage({ type: 'keep', urls: [location.pathname + location.search, ...new Set(assets)] });
  });
}
