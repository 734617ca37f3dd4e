// STOCK_LOW: a sale or Dkbono (created or edited) that brings a product's available bags
// in a season to 10% of its allocation or less, from above it, notifies every active admin and
// coordinator exactly once; later requests that stay under it, and refused ones, notify nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import {
  demoConsultant,
  demoSeasons,
  newProduct,
  saleLine,
  type DemoSeasons,
  postVoucher,
} from './test-fixtures.ts';

describe.each(testDatabaseKinds())('stock-low notifications (%s)', (kind) => {
  let ctx: TestContext;
  let seasons: DemoSeasons;
  let consultant: string;
  let clientId: number;
  let managers: number[];
  let counter = 0;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seasons = await demoSeasons(ctx);
    ({ cookie: consultant, clientId } = await demoConsultant(ctx));
    // Who must hear of it, read straight from the users table.
    const rows = await ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('role', 'in', ['ADMIN', 'COORDINATOR'])
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .execute();
    managers = rows.map((r) => r.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** A product with `bags` allocated in the open season and a name no other product contains. */
  const stockedProduct = async (bags: number) => {
    counter += 1;
    const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags }]);
    const name = `Existencias ${process.pid}-${counter}-fin`;
    await ctx.database.db.updateTable('products').set({ name }).where('id', '=', product.id).execute();
    return { ...product, name };
  };
  const stockLowRecipients = async (productName: string) => {
    const rows = await ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('kind', '=', 'STOCK_LOW')
      .where('title', 'like', `%${productName}%`)
      .orderBy('user_id')
      .execute();
    return rows;
  };
  const sell = (productId: number, quantity: number) =>
    ctx.request({
      method: 'POST',
      url: '/api/sales',
      cookie: consultant,
      payload: { seasonId: seasons.open.id, clientId, items: [saleLine(productId, quantity)] },
    });
  const reserve = (productId: number, quantity: number) =>
    postVoucher(ctx, consultant, {
      seasonId: seasons.open.id,
      clientId,
      items: [{ productId, quantity, basePrice: 100, discount: 0 }],
    });

  it('notifies admins and coordinators once when availability crosses 10%, and not again below it', async () => {
    expect(managers.length).toBeGreaterThan(1);
    const product = await stockedProduct(100);
    expect((await sell(product.id, 85)).statusCode).toBe(201);
    expect(await stockLowRecipients(product.name)).toEqual([]);

    // 15 → 10 available: exactly 10% of 100 counts as low.
    expect((await reserve(product.id, 5)).statusCode).toBe(201);
    const notified = await stockLowRecipients(product.name);
    expect(notified.map((n) => n.user_id)).toEqual(managers);
    expect(notified[0]?.link).toContain(`seasonId=${seasons.open.id}`);

    expect((await sell(product.id, 1)).statusCode).toBe(201);
    expect((await reserve(product.id, 9)).statusCode).toBe(201);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(managers);
  });

  it('does not notify while availability stays above 10%, nor for a refused request', async () => {
    const product = await stockedProduct(50);
    expect((await sell(product.id, 44)).statusCode).toBe(201);
    expect(await stockLowRecipients(product.name)).toEqual([]);
    expect((await sell(product.id, 7)).statusCode).toBe(409);
    expect(await stockLowRecipients(product.name)).toEqual([]);
  });

  it('notifies when an edited sale takes the bags that cross the line', async () => {
    const product = await stockedProduct(200);
    const created = await sell(product.id, 150);
    expect(created.statusCode).toBe(201);
    const sale = created.json().data as { id: number; version: number };
    // Only the added bags are checked: 150 → 170 leaves 30 (15%), 170 → 185 leaves 15 (7.5%).
    const edit = (quantity: number, version: number) =>
      ctx.request({
        method: 'PUT',
        url: `/api/sales/${sale.id}`,
        cookie: consultant,
        payload: { seasonId: seasons.open.id, clientId, items: [saleLine(product.id, quantity)], version },
      });
    expect((await edit(170, sale.version)).statusCode).toBe(200);
    expect(await stockLowRecipients(product.name)).toEqual([]);
    expect((await edit(185, sale.version + 1)).statusCode).toBe(200);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(managers);
  });

  it('notifies when a single sale empties a product that was well stocked', async () => {
    const product = await stockedProduct(30);
    expect((await sell(product.id, 30)).statusCode).toBe(201);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(managers);
  });
});
