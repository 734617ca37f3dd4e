// The farmer's service worker (public/simulator-sw.js) leaves the staff app alone (issue 26): no
// staff page lies under its scopes, and were one handed to it, it would go to the network, never
// to the farmer's cache. The worker's own file runs here with a stand-in for its global scope.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { withScriptsAfterFirstPaint } from './prerender.tsx';
import { SERVICE_WORKER_SCOPES } from './service-worker.ts';

const ORIGIN = 'https://agroventas.example';
type Route = 'page' | 'asset' | 'api' | null;
type FetchEvent = { request: { method: string; mode: string; url: string }; respondWith: () => void };

function loadWorker() {
  const listeners: Record<string, (event: FetchEvent) => void> = {};
  const scope = {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, listener: (event: FetchEvent) => void) => {
        listeners[type] = listener;
      },
    },
    URL,
    // The farmer's answers wait on the cache forever here: only whether the worker answers counts.
    caches: { open: () => new Promise(() => undefined) },
  };
  runInNewContext(readFileSync(resolve('public/simulator-sw.js'), 'utf8'), scope);
  const { routeOf, assetsOf } = scope as unknown as {
    routeOf: (method: string, mode: string, url: URL, origin: string) => Route;
    assetsOf: (html: string) => string[];
  };
  return {
    assetsOf,
    route: (path: string, { method = 'GET', mode = 'navigate' } = {}) =>
      routeOf(method, mode, new URL(path, ORIGIN), ORIGIN),
    /** Hands a request to the worker's fetch listener; whether it answered it. */
    answers(path: string, mode = 'navigate') {
      const respondWith = vi.fn();
      listeners.fetch!({ request: { method: 'GET', mode, url: `${ORIGIN}${path}` }, respondWith });
      return respondWith.mock.calls.length > 0;
    },
  };
}

const FARMER_ROUTES = new Set<string>([ROUTES.simulator.path, ROUTES.farmer.path]);
/** Every staff page of the route table, with its parameters filled in. */
const STAFF_PAGES = Object.values(ROUTES)
  .map((route) => route.path)
  .filter((path) => !FARMER_ROUTES.has(path))
  .map((path) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '12') || '/');

describe('the farmer’s service worker', () => {
  const worker = loadWorker();

  it('answers the addresses a farmer holds, without signal from its cache', () => {
    expect(worker.route('/simulator')).toBe('page');
    expect(worker.route('/simulator?dkbono=ab12cd34ef')).toBe('page');
    expect(worker.route('/farmer?objective=%2Fsimulator')).toBe('page');
    expect(worker.route('/b/ab12cd34ef')).toBe('page');
    expect(worker.answers('/b/ab12cd34ef')).toBe(true);
    expect(worker.route('/api/simulator/params', { mode: 'cors' })).toBe('api');
    expect(worker.route('/api/vouchers/links/ab12cd34ef', { mode: 'cors' })).toBe('api');
  });

  it('keeps the scripts the page starts after its first paint, as well as those of its tags', () => {
    const page = withScriptsAfterFirstPaint(`<html><head>
    <script type="module" crossorigin src="/assets/simulator-AbC.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-DeF.js">
    <link rel="icon" href="/favicon.svg" /></head><body><div id="root"></div></body></html>`);
    expect(worker.assetsOf(page).sort()).toEqual(['/assets/react-DeF.js', '/assets/simulator-AbC.js']);
  });

  it('has no staff page under its scopes', () => {
    expect(STAFF_PAGES).toContain('/dashboard/sales/list/sale');
    for (const path of STAFF_PAGES) {
      expect(
        SERVICE_WORKER_SCOPES.filter((scope) => path.startsWith(scope)),
        path,
      ).toEqual([]);
    }
  });

  it('sends every staff page to the network, were one handed to it', () => {
    for (const path of [...STAFF_PAGES, '/login/farmer?objective=%2Fsimulator', '/b/not-a-code']) {
      expect(worker.route(path), path).toBeNull();
      expect(worker.answers(path), path).toBe(false);
    }
  });

  it('leaves the staff API, sign-in and every write to the network', () => {
    for (const path of [
      '/api/sales',
      '/api/auth/me',
      '/api/clients?page=1',
      '/api/simulator/params/history',
    ]) {
      expect(worker.route(path, { mode: 'cors' }), path).toBeNull();
    }
    expect(worker.route('/api/simulator/simulations', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(worker.route('https://login.microsoftonline.com/common', { mode: 'cors' })).toBeNull();
  });
});
