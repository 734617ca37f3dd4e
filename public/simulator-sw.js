// Service worker of the farmer simulator, registered for the addresses a farmer holds (issue 26):
// scopes /simulator, /farmer (the customer QR's link) and /b/ (a Dkbono's short link), never the
// staff app's pages. It keeps the page, its hashed assets and the last answers of the simulator's
// API, so a farmer who opened the simulator once can use it without signal:
// - those pages: network first (3 s), then the cached simulator page (which reads its address);
// - /assets/*: cache first (file names carry a hash, so a cached file never goes stale);
// - GET /api/simulator/{params,hybrids,simulations…}: network first, then the last answer, marked
//   with x-agroventas-from-cache and the date it was fetched, so the page can say so.
// Everything else (sign-in, saving) goes straight to the network.
const VERSION = 'v1';
const SHELL_CACHE = `agroventas-simulator-shell-${VERSION}`;
// Must match DATA_CACHE_PREFIX in src/features/simulator/farmer/stored-session.ts.
const DATA_CACHE = `agroventas-simulator-data-${VERSION}`;
const PAGE_URL = '/simulator';
const SHELL_FILES = [PAGE_URL, '/simulator.webmanifest', '/favicon.svg', '/icons/simulator-192.png'];
const NETWORK_TIMEOUT_MS = 3000;
const CACHED_API =
  /^\/api\/(simulator\/(params|hybrids|farm|simulations)(\/\d+)?|vouchers\/links\/[0-9a-z]{10})$/;
// The farmer's pages: the simulator, the farmer link, a Dkbono's short link.
const FARMER_PAGE = /^\/(simulator(\/.*)?|farmer|b\/[0-9A-Za-z]{10}\/?)$/;
// The server answers with Vary: Origin (CORS); the page's module and API requests carry an Origin
// the worker's own requests did not, and without signal the copy must match all the same.
const MATCH = { ignoreVary: true };

/**
 * The hashed scripts and styles the page loads, read from its HTML: its tags' addresses and those
 * its inline loader starts after the first paint (vite.config.ts), every quoted /assets/ path.
 */
function assetsOf(html) {
  return [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((match) => match[1]))];
}

async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const page = await fetch(PAGE_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!page.ok) throw new Error(`The simulator page answered ${page.status}`);
  const html = await page.clone().text();
  await cache.put(PAGE_URL, page);
  await cache.addAll([...SHELL_FILES.slice(1), ...assetsOf(html)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, DATA_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('agroventas-simulator-') && !keep.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function withTimeout(promise, ms) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function page(request) {
  const cache = await caches.open(SHELL_CACHE);
  const network = fetch(request).then(async (response) => {
    if (response.ok) {
      await cache.put(PAGE_URL, response.clone());
      // A new deployment brings new asset names: keep them for the next time without signal.
      const html = await response.clone().text();
      await cache.addAll(assetsOf(html)).catch(() => undefined);
    }
    return response;
  });
  try {
    return await withTimeout(network, NETWORK_TIMEOUT_MS);
  } catch {
    const cached = await cache.match(PAGE_URL, MATCH);
    if (cached) return cached;
    return network;
  }
}

async function asset(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request, MATCH);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function stamped(response, headers) {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: copy,
  });
}

async function apiAnswer(request) {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(
        request,
        await stamped(response, { 'x-agroventas-fetched-at': new Date().toISOString() }),
      );
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request, MATCH);
    if (!cached) throw error;
    return stamped(cached, { 'x-agroventas-from-cache': '1' });
  }
}

/**
 * How the worker answers a request: 'page' (network first, then the cached simulator), 'asset'
 * (cache first), 'api' (network first, then the last answer), or null (the network, untouched).
 * Pure, so src/features/simulator/farmer/simulator-sw.test.ts can hold it to the route table: a
 * navigation is answered from the cache only for a farmer's page, never for a staff page.
 */
function routeOf(method, mode, url, origin) {
  if (method !== 'GET' || url.origin !== origin) return null;
  if (mode === 'navigate') return FARMER_PAGE.test(url.pathname) ? 'page' : null;
  if (url.pathname.startsWith('/assets/') || SHELL_FILES.includes(url.pathname)) return 'asset';
  if (CACHED_API.test(url.pathname)) return 'api';
  return null;
}

const ANSWERS = { page, asset, api: apiAnswer };

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf(request.method, request.mode, new URL(request.url), self.location.origin);
  if (route) event.respondWith(ANSWERS[route](request));
});
