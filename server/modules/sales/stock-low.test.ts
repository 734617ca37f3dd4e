// STOCK_LOW: a sale or Dkbono (created or edited) that brings a product's available bags
// in a season to 10% of its allocation or less, from above it, notifies every active admin and
// coordinator exactly once; later requests that stay under it, and refused ones, notify nobody.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { newProduct, saleLine, stockCalls, consultantCustomerWorld } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('stock-low notifications (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['consultant'],
    prepare: async (ctx) => {
      // Who must hear of it, read straight from the users table.
      const rows = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('role', 'in', ['ADMIN', 'COORDINATOR'])
        .where('status', '=', 'ACTIVE')
        .orderBy('id')
        .execute();
      return {
        ...(await consultantCustomerWorld(ctx)),
        managers: rows.map((r) => r.id),
      };
    },
  });
  let counter = 0;

  /** A product with `bags` allocated in the open season and a name no other product contains. */
  const stockedProduct = async (bags: number) => {
    counter += 1;
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags }]);
    const name = `Existencias ${process.pid}-${counter}-fin`;
    await fx.ctx.database.db.updateTable('products').set({ name }).where('id', '=', product.id).execute();
    return { ...product, name };
  };
  const stockLowRecipients = async (productName: string) => {
    const rows = await fx.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'link'])
      .where('kind', '=', 'STOCK_LOW')
      .where('title', 'like', `%${productName}%`)
      .orderBy('user_id')
      .execute();
    return rows;
  };
  const { sell, reserve } = stockCalls(fx);

  it('notifies admins and coordinators once when availability crosses 10%, and not again below it', async () => {
    expect(fx.managers.length).toBeGreaterThan(1);
    const product = await stockedProduct(100);
    expect((await sell(product.id, 85)).statusCode).toBe(201);
    expect(await stockLowRecipients(product.name)).toEqual([]);

    // 15 → 10 available: exactly 10% of 100 counts as low.
    expect((await reserve(product.id, 5)).statusCode).toBe(201);
    const notified = await stockLowRecipients(product.name);
    expect(notified.map((n) => n.user_id)).toEqual(fx.managers);
    expect(notified[0]?.link).toContain(`seasonId=${fx.seasons.open.id}`);

    expect((await sell(product.id, 1)).statusCode).toBe(201);
    expect((await reserve(product.id, 9)).statusCode).toBe(201);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(fx.managers);
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
      fx.ctx.request({
        method: 'PUT',
        url: `/api/sales/${sale.id}`,
        cookie: fx.cookies.consultant,
        payload: {
          seasonId: fx.seasons.open.id,
          clientId: fx.clientId,
          items: [saleLine(product.id, quantity)],
          version,
        },
      });
    expect((await edit(170, sale.version)).statusCode).toBe(200);
    expect(await stockLowRecipients(product.name)).toEqual([]);
    expect((await edit(185, sale.version + 1)).statusCode).toBe(200);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(fx.managers);
  });

  it('notifies when a single sale empties a product that was well stocked', async () => {
    const product = await stockedProduct(30);
    expect((await sell(product.id, 30)).statusCode).toBe(201);
    expect((await stockLowRecipients(product.name)).map((n) => n.user_id)).toEqual(fx.managers);
  });
});
