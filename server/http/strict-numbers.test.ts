// A number is a number: in every route family that takes money, quantities, hectares,
// yields, allocations or record ids in a JSON body, null, true, [], "" (where required), text that
// is not a plain number and more decimals than the database keeps are refused with 400
// VALIDATION_FAILED on that field, in Spanish, and nothing is stored. Numeric text from a form
// still works (domain/numbers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerBody, loadDemo, type Demo } from '../modules/customers/test-fixtures.ts';
import {
  paymentDay,
  activeClientOf,
  demoSeasons,
  newProduct,
  saleLine,
  type DemoSeasons,
} from '../modules/sales/test-fixtures.ts';
import { createTestContext, testDatabaseKinds, type TestContext } from '../test/helper.ts';

type Method = 'POST' | 'PUT';

describe.each(testDatabaseKinds())('numbers in request bodies (%s)', (kind) => {
  let ctx: TestContext;
  let seasons: DemoSeasons;
  let demo: Demo;
  let admin: string;
  let consultant: string;
  let clientId: number;
  let productId: number;
  let grainTypeId: number;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seasons = await demoSeasons(ctx);
    demo = await loadDemo(ctx);
    ({ admin, consultant } = demo.cookies);
    clientId = await activeClientOf(ctx, demo.ids.consultant);
    productId = (await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 500 }])).id;
    grainTypeId = (
      await ctx.database.db
        .selectFrom('product_types')
        .select('id')
        .where('production_kind', '=', 'GRAIN')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = (method: Method, url: string, cookie: string, payload: object) =>
    ctx.request({ method, url: `/api${url}`, cookie, payload });

  /** Row counts and the stored figures that a refused request must leave as they were. */
  const snapshot = async () => {
    const db = ctx.database.db;
    const count = async (table: 'sales' | 'vouchers' | 'clients' | 'products' | 'voucher_payments') =>
      Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      sales: await count('sales'),
      vouchers: await count('vouchers'),
      payments: await count('voucher_payments'),
      clients: await count('clients'),
      products: await count('products'),
      inventory: await db
        .selectFrom('inventory')
        .select(['product_id', 'allocated'])
        .where('season_id', '=', seasons.open.id)
        .orderBy('product_id')
        .execute(),
      params: await db.selectFrom('simulator_params').selectAll().orderBy('production_kind').execute(),
    };
  };

  const expectRefused = async (
    method: Method,
    url: string,
    cookie: string,
    payload: object,
    field: string,
  ) => {
    const before = await snapshot();
    const response = await send(method, url, cookie, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const issue = body.details.find((detail: { path: string }) => detail.path === field);
    expect(issue, `${field} in ${response.body}`).toBeDefined();
    expect(issue.message).toMatch(/[a-záéíóúñ]/i);
    expect(issue.message).not.toMatch(/expected|received|invalid input/i);
    expect(await snapshot()).toEqual(before);
  };

  const line = (extra: object = {}) => ({ ...saleLine(productId, 1), ...extra });
  const sale = (items: object[]) => ({ seasonId: seasons.open.id, clientId, items });

  describe('sales', () => {
    it.each([
      ['a null price', { basePrice: null }, 'items.0.basePrice'],
      ['a price of true', { basePrice: true }, 'items.0.basePrice'],
      ['a quantity of true', { quantity: true }, 'items.0.quantity'],
      ['a quantity of []', { quantity: [] }, 'items.0.quantity'],
      ['an empty quantity', { quantity: '' }, 'items.0.quantity'],
      ['a discount of null', { discount: null }, 'items.0.discount'],
      ['hectares written with a decimal comma', { hectares: '12,5' }, 'items.0.hectares'],
      ['hectares with 9 decimals', { hectares: 2.123456789 }, 'items.0.hectares'],
      ['half a centavo', { basePrice: 1000.005 }, 'items.0.basePrice'],
      ['a product id of true', { productId: true }, 'items.0.productId'],
    ])('refuses %s', async (_what, extra, field) => {
      await expectRefused('POST', '/sales', consultant, sale([line(extra)]), field);
    });

    it('refuses a season id of true', async () => {
      await expectRefused('POST', '/sales', consultant, { ...sale([line()]), seasonId: true }, 'seasonId');
    });

    it('still takes numeric text, as a form sends it', async () => {
      const response = await send(
        'POST',
        '/sales',
        consultant,
        sale([line({ quantity: '2', basePrice: '1,250.50', hectares: ' 3.5 ' })]),
      );
      expect(response.statusCode, response.body).toBe(201);
      const stored = await ctx.database.db
        .selectFrom('sale_items')
        .select(['quantity', 'base_price', 'hectares'])
        .where('sale_id', '=', response.json().data.id)
        .executeTakeFirstOrThrow();
      expect({ ...stored, base_price: Number(stored.base_price), hectares: Number(stored.hectares) }).toEqual(
        {
          quantity: 2,
          base_price: 1250.5,
          hectares: 3.5,
        },
      );
    });
  });

  describe('DKbonos and their payments', () => {
    const voucher = (extra: object) => ({
      seasonId: seasons.open.id,
      clientId,
      items: [{ productId, quantity: 1, basePrice: 100, discount: 0, ...extra }],
    });

    it('refuses a quantity of true and a null price', async () => {
      await expectRefused('POST', '/vouchers', consultant, voucher({ quantity: true }), 'items.0.quantity');
      await expectRefused('POST', '/vouchers', consultant, voucher({ basePrice: null }), 'items.0.basePrice');
    });

    it('refuses a payment of null, of true and of half a centavo', async () => {
      const created = await send('POST', '/vouchers', consultant, voucher({}));
      expect(created.statusCode, created.body).toBe(201);
      const { id, version } = created.json().data;
      const payment = (amount: unknown) => ({
        version,
        payments: [{ date: paymentDay(), amount, method: 'EFECTIVO', reference: '' }],
      });
      for (const amount of [null, true, [], 10.005]) {
        await expectRefused(
          'PUT',
          `/vouchers/${id}/payments`,
          consultant,
          payment(amount),
          'payments.0.amount',
        );
      }
    });
  });

  describe('season inventory', () => {
    it('refuses an allocation of null, of true and of half a bag', async () => {
      for (const allocated of [null, true, 2.5]) {
        await expectRefused(
          'PUT',
          `/seasons/${seasons.open.id}/inventory`,
          admin,
          { items: [{ productId, allocated }] },
          'items.0.allocated',
        );
      }
    });
  });

  describe('customers', () => {
    it.each([
      ['hectares of true', { hectares: true }, 'hectares'],
      ['hectares of []', { hectares: [] }, 'hectares'],
      ['hectares with 9 decimals', { hectares: 12.123456789 }, 'hectares'],
      ['a state id of true', { stateId: true }, 'stateId'],
      ['a null state id', { stateId: null }, 'stateId'],
    ])('refuses %s', async (_what, extra, field) => {
      await expectRefused('POST', '/clients', admin, customerBody(demo.places.bajio, extra), field);
    });
  });

  describe('products', () => {
    const product = (extra: object) => ({
      code: `NUM-${kind}-${Object.keys(extra).join('')}`.toUpperCase(),
      name: 'Híbrido de números',
      productTypeId: grainTypeId,
      seedsPerBag: 80000,
      basePrice: 4321.05,
      ...extra,
    });

    it.each([
      ['seeds per bag of null', { seedsPerBag: null }, 'seedsPerBag'],
      ['seeds per bag of true', { seedsPerBag: true }, 'seedsPerBag'],
      ['a price of true', { basePrice: true }, 'basePrice'],
      ['half a centavo', { basePrice: 0.005 }, 'basePrice'],
      ['a type id of true', { productTypeId: true }, 'productTypeId'],
    ])('refuses %s', async (_what, extra, field) => {
      await expectRefused('POST', '/products', admin, product(extra), field);
    });
  });

  describe('simulator parameters', () => {
    it('refuses a null price per ton and a density of true', async () => {
      const stored = await ctx.request({ method: 'GET', url: '/api/simulator/params', cookie: admin });
      const { grain, silage } = stored.json().data;
      await expectRefused(
        'PUT',
        '/simulator/params',
        admin,
        { grain: { ...grain, pricePerTon: null }, silage },
        'grain.pricePerTon',
      );
      await expectRefused(
        'PUT',
        '/simulator/params',
        admin,
        { grain, silage: { ...silage, defaultDensity: true } },
        'silage.defaultDensity',
      );
    });
  });
});
