// The app's service worker: which requests it answers and with which precached shell. Moved from
// src/features/simulator/farmer/simulator-sw.test.ts when the farmer's hand-written worker became
// the whole app's worker: the farmer's addresses still open the simulator without
// signal, and now every staff page opens the staff app.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../domain/app-routes.ts';
import { FARMER_SHELL, STAFF_SHELL, precachedUrlOf, routeOf } from './routes.ts';

const ORIGIN = 'https://agroventas.example';

function route(path: string, { method = 'GET', mode = 'navigate' } = {}) {
  return routeOf(method, mode, new URL(path, ORIGIN), ORIGIN);
}

const FARMER_ROUTES = new Set<string>([ROUTES.simulator.path, ROUTES.farmer.path]);
/** Every staff page of the route table, with its parameters filled in. */
const STAFF_PAGES = Object.values(ROUTES)
  .map((entry) => entry.path)
  .filter((path) => !FARMER_ROUTES.has(path))
  .map((path) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '12') || '/');

describe('the app’s service worker routes', () => {
  it('opens the addresses a farmer holds with the simulator’s page', () => {
    for (const path of [
      '/simulator',
      '/simulator?dkbono=ab12cd34ef',
      '/farmer?objective=%2Fsimulator',
      '/b/ab12cd34ef',
    ]) {
      expect(route(path), path).toEqual({ kind: 'page', shell: FARMER_SHELL });
    }
  });

  it('opens every staff page with the staff app’s page', () => {
    expect(STAFF_PAGES).toContain('/dashboard/sales/list/sale');
    for (const path of [...STAFF_PAGES, '/login/farmer?objective=%2Fsimulator', '/b/not-a-code']) {
      expect(route(path), path).toEqual({ kind: 'page', shell: STAFF_SHELL });
    }
  });

  it('keeps the farmer simulator’s answers for its next visit without signal', () => {
    expect(route('/api/simulator/params', { mode: 'cors' })).toEqual({ kind: 'farmer-api' });
    expect(route('/api/vouchers/links/ab12cd34ef', { mode: 'cors' })).toEqual({ kind: 'farmer-api' });
  });

  it('leaves the staff API, sign-in, every write and other origins to the network', () => {
    for (const path of [
      '/api/sales',
      '/api/auth/me',
      '/api/clients?page=1',
      '/api/simulator/params/history',
    ]) {
      expect(route(path, { mode: 'cors' }), path).toBeNull();
    }
    expect(route('/api/sales', { mode: 'navigate' })).toBeNull();
    expect(route('/bot/messages', { mode: 'navigate' })).toBeNull();
    expect(route('/api/simulator/simulations', { method: 'POST', mode: 'cors' })).toBeNull();
    expect(route('https://login.microsoftonline.com/common', { mode: 'navigate' })).toBeNull();
  });

  it('precaches the built pages at the addresses the server answers them with its configuration', () => {
    expect(precachedUrlOf('index.html')).toBe('/');
    expect(precachedUrlOf('simulator.html')).toBe('/simulator');
    expect(precachedUrlOf('assets/app-AbC.js')).toBe('assets/app-AbC.js');
  });
});
