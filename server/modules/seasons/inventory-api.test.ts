// A season's inventory (docs/design.md §8) at the HTTP boundary: the figures per product, new
// allocations, and the refusals that keep an allocation from falling under what is sold and
// reserved, also while sales arrive at the same time.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { availableBags, newProduct, stockCalls, consultantCustomerWorld } from '../sales/test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';
import { CATALOG_CALLERS } from '../products/test-fixtures.ts';

interface Row {
  productId: number;
  productCode: string;
  enabled: boolean;
  allocated: number;
  sold: number;
  reserved: number;
  available: number;
}

describe.each(testDatabaseKinds())('season inventory API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: CATALOG_CALLERS,
    prepare: consultantCustomerWorld,
  });

  const inventoryUrl = (seasonId = fx.seasons.open.id) => `/api/seasons/${seasonId}/inventory`;
  const getInventory = async (seasonId = fx.seasons.open.id, cookie = fx.cookies.admin) => {
    const response = await fx.ctx.request({ method: 'GET', url: inventoryUrl(seasonId), cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { season: { id: number; name: string }; items: Row[] };
  };
  const rowOf = async (productId: number, seasonId = fx.seasons.open.id) =>
    (await getInventory(seasonId)).items.find((row) => row.productId === productId);
  const allocate = (items: object[], cookie = fx.cookies.admin, seasonId = fx.seasons.open.id) =>
    fx.ctx.request({ method: 'PUT', url: inventoryUrl(seasonId), cookie, payload: { items } });
  const stock = stockCalls(fx);
  const sell = async (productId: number, quantity: number) => {
    const response = await stock.sell(productId, quantity);
    expect(response.statusCode, response.body).toBe(201);
  };
  const reserve = async (productId: number, quantity: number) => {
    const response = await stock.reserve(productId, quantity);
    expect(response.statusCode, response.body).toBe(201);
  };

  describe('GET /seasons/{id}/inventory', () => {
    it('answers allocated, sold, reserved and available per product, as the sale check counts them', async () => {
      const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 50 }]);
      await sell(product.id, 7);
      await reserve(product.id, 4);
      const inventory = await getInventory(fx.seasons.open.id, fx.cookies.coordinator);
      expect(inventory.season).toMatchObject({ id: fx.seasons.open.id, name: fx.seasons.open.name });
      expect(inventory.items.find((row) => row.productId === product.id)).toMatchObject({
        productCode: product.code,
        enabled: true,
        allocated: 50,
        sold: 7,
        reserved: 4,
        available: 39,
      });
      for (const row of inventory.items) {
        expect(row.available, row.productCode).toBe(
          await availableBags(fx.ctx, fx.seasons.open.id, row.productId),
        );
      }
    });

    it('lists enabled products without stock yet, and leaves out disabled ones that never had any', async () => {
      const fresh = await newProduct(fx.ctx, []);
      const retired = await newProduct(fx.ctx, [], { enabled: false });
      const items = (await getInventory()).items;
      expect(items.find((row) => row.productId === fresh.id)).toMatchObject({ allocated: 0, available: 0 });
      expect(items.find((row) => row.productId === retired.id)).toBeUndefined();
    });

    it('answers 404 for an unknown season and 403 outside Admin and Coordinator', async () => {
      expect(
        (await fx.ctx.request({ method: 'GET', url: inventoryUrl(999999), cookie: fx.cookies.admin }))
          .statusCode,
      ).toBe(404);
      for (const role of ['supervisor', 'consultant', 'farmer'] as const) {
        const response = await fx.ctx.request({
          method: 'GET',
          url: inventoryUrl(),
          cookie: fx.cookies[role],
        });
        expect(response.statusCode, role).toBe(403);
      }
    });
  });

  describe('PUT /seasons/{id}/inventory', () => {
    it('allocates new and existing products in one go, audited, and answers the new figures', async () => {
      const fresh = await newProduct(fx.ctx, []);
      const stocked = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 30 }]);
      await sell(stocked.id, 5);
      const response = await allocate(
        [
          { productId: fresh.id, allocated: 120 },
          { productId: stocked.id, allocated: 5 },
        ],
        fx.cookies.coordinator,
      );
      expect(response.statusCode, response.body).toBe(200);
      const items = response.json().data.items as Row[];
      expect(items.find((row) => row.productId === fresh.id)).toMatchObject({
        allocated: 120,
        available: 120,
      });
      expect(items.find((row) => row.productId === stocked.id)).toMatchObject({
        allocated: 5,
        sold: 5,
        available: 0,
      });
      const audit = await fx.ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'before', 'after'])
        .where('entity', '=', 'season')
        .where('entity_id', '=', String(fx.seasons.open.id))
        .where('action', '=', 'inventory.allocate')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
      expect(json(audit.before)).toEqual({ [fresh.id]: 0, [stocked.id]: 30 });
      expect(json(audit.after)).toEqual({ [fresh.id]: 120, [stocked.id]: 5 });
    });

    it('refuses an allocation under sold + reserved with the figures of each product, changing nothing', async () => {
      const first = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 40 }]);
      const second = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 40 }]);
      const untouched = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 40 }]);
      await sell(first.id, 12);
      await reserve(first.id, 3);
      await sell(second.id, 1);
      await reserve(second.id, 1);
      const response = await allocate([
        { productId: untouched.id, allocated: 90 },
        { productId: first.id, allocated: 14 },
        { productId: second.id, allocated: 1 },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'ALLOCATION_BELOW_COMMITTED',
        message: 'La asignación no puede quedar debajo de lo vendido y apartado.',
        details: [
          {
            path: 'items.1.allocated',
            message: `${first.code}: no puede quedar debajo de lo vendido y apartado, mínimo 15 bolsas (12 vendidas y 3 apartadas).`,
          },
          {
            path: 'items.2.allocated',
            message: `${second.code}: no puede quedar debajo de lo vendido y apartado, mínimo 2 bolsas (1 vendida y 1 apartada).`,
          },
        ],
      });
      expect(await rowOf(untouched.id)).toMatchObject({ allocated: 40 });
      expect(await rowOf(first.id)).toMatchObject({ allocated: 40 });

      const exact = await allocate([{ productId: first.id, allocated: 15 }]);
      expect(exact.statusCode, exact.body).toBe(200);
      expect(await rowOf(first.id)).toMatchObject({ allocated: 15, available: 0 });
    });

    it('gives a disabled product no more bags but lets its allocation shrink', async () => {
      const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 20 }], {
        enabled: false,
      });
      const more = await allocate([{ productId: product.id, allocated: 21 }]);
      expect(more.statusCode).toBe(409);
      expect(more.json()).toMatchObject({
        code: 'PRODUCT_DISABLED',
        message: `${product.code} está deshabilitado: no puede recibir más bolsas (tiene 20 bolsas).`,
        details: [{ path: 'items.0.allocated' }],
      });
      const fresh = await newProduct(fx.ctx, [], { enabled: false });
      expect((await allocate([{ productId: fresh.id, allocated: 1 }])).json().code).toBe('PRODUCT_DISABLED');
      const less = await allocate([{ productId: product.id, allocated: 8 }]);
      expect(less.statusCode, less.body).toBe(200);
      expect(await rowOf(product.id)).toMatchObject({ allocated: 8, enabled: false });
    });

    it('answers 400 for bad items, 404 for an unknown season and 403 outside Admin and Coordinator', async () => {
      const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 20 }]);
      const bad = await allocate([
        { productId: product.id, allocated: -1 },
        { productId: product.id, allocated: 2.5 },
      ]);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual(
        expect.arrayContaining([
          { path: 'items.0.allocated', message: 'No puede ser negativo.' },
          { path: 'items.1.allocated', message: 'La asignación debe ser un número entero de bolsas.' },
        ]),
      );
      const repeated = await allocate([
        { productId: product.id, allocated: 1 },
        { productId: product.id, allocated: 2 },
      ]);
      expect(repeated.json().details).toEqual([
        { path: 'items.1.productId', message: 'El producto está repetido.' },
      ]);
      const unknown = await allocate([{ productId: 999999, allocated: 1 }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().details).toEqual([
        { path: 'items.0.productId', message: 'El producto no existe.' },
      ]);
      expect((await allocate([], fx.cookies.admin)).statusCode).toBe(400);
      expect(
        (await allocate([{ productId: product.id, allocated: 1 }], fx.cookies.admin, 999999)).statusCode,
      ).toBe(404);
      for (const role of ['supervisor', 'consultant', 'farmer'] as const) {
        expect(
          (await allocate([{ productId: product.id, allocated: 1 }], fx.cookies[role])).statusCode,
          role,
        ).toBe(403);
      }
      expect(await rowOf(product.id)).toMatchObject({ allocated: 20 });
    });

    it('never lets a lowered allocation fall under sales that arrive at the same time', async () => {
      const bags = kind === 'postgres' ? 40 : 16;
      const target = bags / 2;
      const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags }]);
      const sale = () => stock.sell(product.id, 1);
      // The allocation is sent in the middle of the sales.
      const before = Array.from({ length: target }, () => sale());
      const lowered = allocate([{ productId: product.id, allocated: target }]);
      const after = Array.from({ length: bags - target }, () => sale());
      const allocation = await lowered;
      const saleAnswers = await Promise.all([...before, ...after]);
      const sold = saleAnswers.filter((answer) => answer.statusCode === 201).length;
      const row = await rowOf(product.id);
      expect(row?.sold).toBe(sold);
      expect(row?.available).toBeGreaterThanOrEqual(0);
      if (allocation.statusCode === 200) {
        expect(row?.allocated).toBe(target);
        expect(sold).toBeLessThanOrEqual(target);
      } else {
        expect(allocation.json().code).toBe('ALLOCATION_BELOW_COMMITTED');
        expect(row?.allocated).toBe(bags);
        expect(sold).toBeGreaterThan(target);
      }
    });
  });
});
