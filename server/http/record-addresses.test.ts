// A record has one address. Every route that takes an id in its path, read from
// the app's own route list, refuses an id that is not plain decimal digits ("0x14", "20.0",
// "20e0", "+20", "020", one past PostgreSQL's integer) with 400 on the id, or 404: never the
// record, never a database error. Every list that takes a page number refuses "1e3", "2.0", "+2"
// and "0x2" the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import { cookieFor, STAFF_EMAILS } from '../test/api-fixture.ts';
import { createTestContext, testDatabaseKinds, type TestContext } from '../test/helper.ts';
import { declaredRoutes, type RegisteredRoute } from './access.ts';

const BAD_IDS = ['0x14', '20.0', '20e0', '+20', '020', '2147483648', '-20', '20abc'];
const BAD_PAGES = ['1e3', '2.0', '+2', '0x2', '02', '-1'];
/** Path parameters that are no record id (a short link's code). */
const TEXT_PARAMS = new Set(['code']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
}

describe.each(testDatabaseKinds())('one address per record (%s)', (kind) => {
  let ctx: TestContext;
  const cookies = {} as Record<Role, string>;
  let address = 0;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    cookies.ADMIN = await cookieFor(ctx, STAFF_EMAILS.admin);
    cookies.COORDINATOR = await cookieFor(ctx, STAFF_EMAILS.coordinator);
    cookies.SUPERVISOR = await cookieFor(ctx, STAFF_EMAILS.supervisor);
    cookies.CONSULTANT = await cookieFor(ctx, STAFF_EMAILS.consultant);
    cookies.FARMER = await ctx.loginFarmer();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A session the route lets in, so what answers is the route's own reading of its address. */
  const cookieOf = (route: RegisteredRoute): string | undefined => {
    if (route.access === 'public') return undefined;
    if (route.access === 'authenticated') return cookies.ADMIN;
    const role = route.access.includes('ADMIN') ? 'ADMIN' : route.access[0];
    return role ? cookies[role] : undefined;
  };
  const send = (route: RegisteredRoute, url: string) => {
    address += 1;
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    return ctx.request({
      method: route.method as Method,
      url,
      cookie: cookieOf(route),
      remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${address % 250}`,
      ...(hasBody ? { payload: {} } : {}),
    });
  };
  /** 404, or 400 that names the path parameter (not the body's refusal of `{}`). */
  const refusedAddress = (response: { statusCode: number; json(): { details?: { path: string }[] } }) => {
    if (response.statusCode === 404) return true;
    if (response.statusCode !== 400) return false;
    return (response.json().details ?? []).some((detail) => detail.path.startsWith('params.'));
  };
  const operations = () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
    return Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        operation,
      })),
    );
  };

  it('refuses every id that is not plain decimal digits, on every route that takes one', async () => {
    const routes = declaredRoutes(ctx.app).filter((route) =>
      [...route.url.matchAll(/:(\w+)/g)].some(([, name]) => !TEXT_PARAMS.has(name ?? '')),
    );
    // The list is the app's own: a new route with an id is covered without being named here.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/sales/:id',
        'DELETE /api/sales/:id',
        'GET /api/sales/summary/:seasonId',
      ]),
    );
    const accepted: string[] = [];
    for (const route of routes) {
      for (const bad of BAD_IDS) {
        const url = route.url.replace(/:(\w+)/g, (param, name: string) =>
          TEXT_PARAMS.has(name) ? 'x' : bad,
        );
        const response = await send(route, url);
        if (!refusedAddress(response)) accepted.push(`${route.method} ${url} → ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('still answers a record at its one address', async () => {
    const sale = (
      await ctx.request({ method: 'GET', url: '/api/sales?page=1&size=1', cookie: cookies.ADMIN })
    ).json().data.data[0] as { id: number };
    const response = await ctx.request({
      method: 'GET',
      url: `/api/sales/${sale.id}`,
      cookie: cookies.ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(sale.id);
  });

  it('refuses every page number that is not plain decimal digits, on every list that takes one', async () => {
    const byKey = new Map(declaredRoutes(ctx.app).map((route) => [`${route.method} ${route.url}`, route]));
    const lists = operations()
      .filter(({ operation }) => operation.parameters?.some((p) => p.in === 'query' && p.name === 'page'))
      .map(({ key }) => byKey.get(key))
      .filter((route): route is RegisteredRoute => route !== undefined && !route.url.includes(':'));
    expect(lists.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/sales', '/api/clients', '/api/users']),
    );
    const accepted: string[] = [];
    for (const route of lists) {
      for (const bad of BAD_PAGES) {
        const response = await send(route, `${route.url}?page=${encodeURIComponent(bad)}`);
        const refused =
          response.statusCode === 400 &&
          (response.json().details ?? []).some((d: { path: string }) => d.path === 'querystring.page');
        if (!refused) accepted.push(`${route.method} ${route.url}?page=${bad} → ${response.statusCode}`);
      }
      const first = await send(route, `${route.url}?page=1`);
      if (first.statusCode !== 200)
        accepted.push(`${route.method} ${route.url}?page=1 → ${first.statusCode}`);
    }
    expect(accepted).toEqual([]);
  });
});
