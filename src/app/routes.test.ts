import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteMeta } from '../../domain/app-routes.ts';
import type { RouteGuard } from './route-guard.ts';
import type { RouteHandle } from './route-meta.ts';
import { appRoutes } from './routes.tsx';

const guard: RouteGuard = {
  loaderFor: () => () => Promise.resolve(null),
  attach: () => undefined,
  redirectCounter: () => 0,
};
const routes = appRoutes(guard);

function metaAt(path: string): RouteMeta | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.meta;
}

function allRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('route table (docs/requirements.md §2)', () => {
  it('has one lazy, guarded route for every page of domain/app-routes.ts', () => {
    const bound = allRoutes(routes).filter((route) => route.handle);
    for (const meta of Object.values(ROUTES)) {
      const route = bound.find((candidate) => (candidate.handle as RouteHandle).meta === meta);
      expect(route, meta.path).toBeDefined();
      expect(route?.path).toBe(meta.path);
      expect(typeof route?.lazy).toBe('function');
      expect(typeof route?.loader).toBe('function');
    }
  });

  it('resolves addresses to the pages docs/requirements.md §2 names', () => {
    expect(metaAt('/')?.name).toBe('LoginPage');
    expect(metaAt('/login')?.name).toBe('LoginPage');
    expect(metaAt('/login/farmer')?.name).toBe('LoginPage');
    expect(metaAt('/farmer')?.name).toBe('FarmerRedirectPage');
    expect(metaAt('/dashboard/customers/form')?.name).toBe('CustomerFormPage');
    expect(metaAt('/dashboard/customers/form/8')?.name).toBe('CustomerDetailPage');
    expect(metaAt('/dashboard/customers/form/8/edit')?.name).toBe('CustomerEditPage');
    expect(metaAt('/dashboard/sales/create-sale')?.name).toBe('CreateSalePage');
    expect(metaAt('/dashboard/sales/create-sale/15')?.name).toBe('CreateSalePage');
    expect(metaAt('/dashboard/partners/list/SILAGE_VENDOR')?.name).toBe('PartnersPage');
    expect(metaAt('/dashboard/users/pending-list')?.name).toBe('UsersPendingPage');
  });

  it('nests the dashboard pages under the dashboard layout, whose index leads home', () => {
    const matches = matchRoutes(routes, '/dashboard/seasons/inventory') ?? [];
    expect(matches.map((match) => match.route.path)).toEqual([
      undefined,
      '/dashboard',
      '/dashboard/seasons/inventory',
    ]);
    const index = matchRoutes(routes, '/dashboard') ?? [];
    expect(index.at(-1)?.route.index).toBe(true);
    expect(typeof index.at(-1)?.route.loader).toBe('function');
  });

  it('shows "Página no encontrada" for an unknown address, inside the dashboard frame under /dashboard', () => {
    const outside = matchRoutes(routes, '/no/existe') ?? [];
    expect(outside.at(-1)?.route.path).toBe('*');
    expect(outside.at(-1)?.route.Component?.name).toBe('NotFoundPage');
    expect(metaAt('/no/existe')?.auth).toBe(false);
    const inside = matchRoutes(routes, '/dashboard/nada-aqui') ?? [];
    expect(inside.map((match) => match.route.path)).toEqual([undefined, '/dashboard', '*']);
    expect(inside.at(-1)?.route.Component?.name).toBe('NotFoundPage');
    expect(metaAt('/dashboard/nada-aqui')?.auth).toBe(true);
  });

  it("leads a section address without a page to the section's first page", async () => {
    const expected: Record<string, string> = {
      '/dashboard/sales': '/dashboard/sales/list/sale',
      '/dashboard/sales/list': '/dashboard/sales/list/sale',
      '/dashboard/partners': '/dashboard/partners/list',
      '/dashboard/seasons': '/dashboard/seasons/list',
      '/dashboard/locations': '/dashboard/locations/zones',
      '/dashboard/params/': '/dashboard/params/product-type',
    };
    for (const [from, to] of Object.entries(expected)) {
      const route = matchRoutes(routes, from)?.at(-1)?.route;
      expect(route?.path, from).not.toBe('*');
      const loader = route?.loader;
      if (typeof loader !== 'function') throw new Error(`${from} needs a redirect`);
      const url = new URL(`http://x${from}?q=1`);
      const answer: unknown = await loader({
        request: new Request(url),
        params: {},
        context: {},
        url,
        pattern: route?.path ?? '',
      });
      if (!(answer instanceof Response)) throw new Error('expected a redirect');
      expect(answer.headers.get('Location'), from).toBe(`${to}?q=1`);
    }
  });
});
