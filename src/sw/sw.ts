/// <reference lib="webworker" />
// The app's service worker (vite-plugin-pwa builds it and writes the build's file list into
// self.__WB_MANIFEST). It precaches the whole build by content hash, so every page, staff and
// farmer, opens without signal; a new deploy brings a new list and the old entries are removed.
// A new version waits until the page asks it to take over ("Hay una versión nueva · Actualizar"),
// so it never reloads under an open form.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { FARMER_DATA_CACHE, routeOf, type WorkerRoute } from './routes.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // A page that is not ours yet asks to be taken (src/sw/register.ts).
  if (type === 'CLAIM') event.waitUntil(self.clients.claim());
});
// The first worker takes the open page at once, so what it fetches next is already kept; a later
// version waits for SKIP_WAITING above.
clientsClaim();

const PAGE_TIMEOUT_MS = 4000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A page: the network's answer (the server writes its current configuration into it), or, with no
 * signal or a signal too weak to answer in 4 s, the precached shell of the same kind.
 */
async function page(request: Request, shell: string): Promise<Response> {
  const network = fetch(request);
  try {
    return await withTimeout(network, PAGE_TIMEOUT_MS);
  } catch {
    return (await matchPrecache(shell)) ?? network;
  }
}

async function stamped(response: Response, headers: Record<string, string>): Promise<Response> {
  const copy = new Headers(response.headers);
  for (const [name, value] of Object.entries(headers)) copy.set(name, value);
  return new Response(await response.clone().blob(), {
    status: response.status,
    statusText: response.statusText,
    headers: copy,
  });
}

// The server answers with Vary: Origin (CORS); the page's requests carry an Origin the kept copy
// may not, and without signal the copy must match all the same.
const MATCH = { ignoreVary: true };

/** The farmer simulator's answers: the network's, kept with its date, or the last one kept. */
async function farmerAnswer(request: Request): Promise<Response> {
  const cache = await caches.open(FARMER_DATA_CACHE);
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

function answer(route: NonNullable<WorkerRoute>, request: Request): Promise<Response> {
  return route.kind === 'page' ? page(request, route.shell) : farmerAnswer(request);
}

// Pages first: a precached '/' must not answer a navigation that has signal (its configuration
// could be older than the server's).
registerRoute(
  ({ request, url }) => routeOf(request.method, request.mode, url, self.location.origin) !== null,
  ({ request, url }) => {
    const route = routeOf(request.method, request.mode, url, self.location.origin);
    return route ? answer(route, request) : fetch(request);
  },
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
