// The API's side of the policy table (domain/policy.ts): every route open to only some roles names an
// ability, and is declared with exactly that ability's roles. The app's buttons read the same table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABILITIES, rolesFor, type Ability } from '../../domain/policy.ts';
import { STAFF_ROLES } from '../../domain/roles.ts';
import { createTestContext, type TestContext } from '../test/helper.ts';
import { declaredRoutes, type RegisteredRoute } from './access.ts';

/** The routes each ability opens; abilities the app alone reads (zones, filters, renewal) open none. */
const ROUTES_OF: Partial<Record<Ability, string[]>> = {
  createSale: ['POST /api/sales'],
  editSale: ['PUT /api/sales/:id'],
  deleteSale: ['DELETE /api/sales/:id'],
  importSales: ['GET /api/sales/file-template', 'POST /api/sales/import'],
  createVoucher: ['POST /api/vouchers'],
  editVoucher: ['PUT /api/vouchers/:id'],
  recordVoucherPayments: ['PUT /api/vouchers/:id/payments'],
  cancelVoucher: ['PUT /api/vouchers/:id/cancel'],
  editCustomer: [
    'POST /api/clients',
    'PUT /api/clients/:id',
    'PUT /api/clients/:id/status',
    'POST /api/clients/:id/client-key',
  ],
  approveCustomer: [
    'PUT /api/clients/:id/approve',
    'GET /api/clients/:id/matches',
    'POST /api/clients/:id/merge',
  ],
  readPartners: ['GET /api/partners', 'GET /api/partners/:id', 'GET /api/partners/:id/history'],
  editPartner: ['POST /api/partners', 'PUT /api/partners/:id'],
  manageUsers: [
    'POST /api/users',
    'PUT /api/users/:id',
    'PUT /api/users/:id/approve',
    'PUT /api/users/:id/reject',
    'PUT /api/users/:id/status',
  ],
  seePendingUsers: ['GET /api/users/pending'],
  manageSeasons: [
    'GET /api/seasons/:id',
    'GET /api/seasons/:id/history',
    'POST /api/seasons',
    'PUT /api/seasons/:id',
    'GET /api/seasons/:id/inventory',
    'PUT /api/seasons/:id/inventory',
  ],
  viewSeasonOverview: ['GET /api/seasons/:id/dashboard'],
  manageProducts: [
    'GET /api/products',
    'GET /api/products/:id',
    'GET /api/products/:id/history',
    'POST /api/products',
    'PUT /api/products/:id',
    'PUT /api/products/:id/enabled',
  ],
  manageLocations: [
    'GET /api/zones/summary',
    'POST /api/zones',
    'PUT /api/zones/:id',
    'DELETE /api/zones/:id',
    'PUT /api/states/:id/zone',
    'POST /api/localities',
    'PUT /api/localities/:id',
  ],
  manageParams: [
    'GET /api/product-types/:id',
    'POST /api/product-types',
    'PUT /api/product-types/:id',
    'DELETE /api/product-types/:id',
    'PUT /api/simulator/params',
    'GET /api/messages',
    'POST /api/messages',
    'GET /api/messages/:id',
    'PUT /api/messages/:id',
    'DELETE /api/messages/:id',
  ],
};

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

describe('route access and the policy table', () => {
  let ctx: TestContext;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    ctx = await createTestContext();
    routes = declaredRoutes(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('declares each route of an ability with exactly that ability’s roles', () => {
    const byKey = new Map(routes.map((route) => [key(route), route.access]));
    for (const ability of ABILITIES) {
      for (const route of ROUTES_OF[ability] ?? []) {
        expect(byKey.get(route), `${route} (${ability})`).toEqual(rolesFor(ability));
      }
    }
  });

  it('lets only the Admin and the Coordinator import sales or download the import template', () => {
    const importRoutes = routes.filter(
      (route) => route.url.startsWith('/api/sales/') && /import|template/.test(route.url),
    );
    expect(importRoutes.map(key).sort()).toEqual(['GET /api/sales/file-template', 'POST /api/sales/import']);
    for (const route of importRoutes) expect(route.access).toEqual(['ADMIN', 'COORDINATOR']);
  });

  it('names an ability for every route that only some staff roles may call', () => {
    const listed = new Set(Object.values(ROUTES_OF).flat());
    const restricted = routes.filter(
      (route) => Array.isArray(route.access) && STAFF_ROLES.some((role) => !route.access.includes(role)),
    );
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.map(key).filter((route) => !listed.has(route))).toEqual([]);
  });
});
