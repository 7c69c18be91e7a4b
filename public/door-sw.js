/*
 * The door's service worker (decision 116): the check-in pages (/checkin, /checkin/:id, their
 * English twins) and everything they load open without network after one visit.
 * Pages and their data: network first, the last copy when the network fails. Built assets
 * (/assets/*, named by their content): from the cache once fetched. The API is never cached
 * here: the page keeps the ticket list and its unsent scans in IndexedDB itself.
 */
const CACHE = 'innoweek-door-v1';
const PAGES = [
  /^\/checkin(\/|\.data|$)/,
  /^\/en\/checkin(\/|\.data|$)/,
  /^\/__manifest$/,
  /^\/door\.webmanifest$/,
  /^\/favicon\.svg$/,
];

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('innoweek-door-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// The page hands over what it loaded before this worker ran (register-door-worker.ts).
self.addEventListener('message', (event) => {
  const { type, urls } = event.data ?? {};
  if (type !== 'keep' || !Array.isArray(urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of urls) {
        if (typeof url !== 'string' || !url.startsWith('/')) continue;
        // Built files never change under their name; the page is read again, as it is now.
        if (url.startsWith('/assets/') && (await cache.match(url))) continue;
        try {
          const response = await fetch(url, { credentials: 'same-origin' });
          if (response.ok && !response.redirected) await cache.put(url, response);
        } catch {
          // Offline already: what is kept stays.
        }
      }
    })(),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only whole answers of ours; a redirect to the login page is not kept as the scanner.
    if (response.ok && response.type === 'basic' && !response.redirected) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const kept =
      (await cache.match(request)) ??
      (request.mode === 'navigate' ? await cache.match(request, { ignoreSearch: true }) : undefined);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (PAGES.some((page) => page.test(url.pathname))) event.respondWith(networkFirst(request));
});
