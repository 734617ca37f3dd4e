// The inventory of an import (docs/design.md §8, §11): its sales take bags one after another, so rows that
// each fit can together ask for more than is left, and the whole file is then refused; a sale made
// while an import runs waits for its locks and never oversells; STOCK_LOW is raised as by POST /sales.
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../../../domain/sales-import.ts';
import { multipartFile } from '../../files/test-support/multipart.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { availableBags, newProduct, saleLine, consultantCustomerWorld } from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

interface CsvRow {
  reference: string;
  productCode: string;
  quantity: number;
}

describe.each(testDatabaseKinds())('sales import and inventory (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'consultant'],
    prepare: consultantCustomerWorld,
  });

  const upload = (rows: CsvRow[], dryRun = false) => {
    const csv = [
      'Referencia,Temporada,Consultor,Cliente,Producto,Cantidad',
      ...rows.map((r) =>
        [
          r.reference,
          fx.seasons.open.name,
          DEMO_EMAILS.CONSULTANT,
          fx.clientId,
          r.productCode,
          r.quantity,
        ].join(','),
      ),
    ].join('\r\n');
    const body = multipartFile('ventas.csv', Buffer.from(csv));
    return fx.ctx.request({
      method: 'POST',
      url: `/api/sales/import${dryRun ? '?dryRun=true' : ''}`,
      cookie: fx.cookies.admin,
      headers: body.headers,
      payload: body.payload,
    });
  };
  const salesOf = async (productId: number) =>
    (
      await fx.ctx.database.db
        .selectFrom('sale_items')
        .select('sale_id')
        .where('product_id', '=', productId)
        .execute()
    ).length;

  it('refuses the whole file when its rows together exceed a product, though each row alone fits', async () => {
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 5 }]);
    const plenty = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 100 }]);
    const rows: CsvRow[] = [
      { reference: 'A', productCode: product.code, quantity: 2 },
      { reference: 'B', productCode: plenty.code, quantity: 3 },
      { reference: 'C', productCode: product.code, quantity: 2 },
      // D asks 1 + 1 = 2 bags of the 1 left: refused on its last line of the product.
      { reference: 'D', productCode: product.code, quantity: 1 },
      { reference: 'D', productCode: product.code, quantity: 1 },
    ];
    const refusal = `No hay inventario suficiente de ${product.code} en ${fx.seasons.open.name}: pediste 2 bolsas y queda 1.`;

    const dry = await upload(rows, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json<{ data: ImportResult }>().data.errors).toEqual([
      { row: 6, column: 'Cantidad', message: refusal },
    ]);

    const response = await upload(rows);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
      details: [{ path: 'fila 6 · Cantidad', message: refusal }],
    });
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(5);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, plenty.id)).toBe(100);
    expect(await salesOf(product.id)).toBe(0);
    expect(await salesOf(plenty.id)).toBe(0);

    // Without D the same sales fit: 4 of the 5 bags are taken.
    const accepted = await upload(rows.slice(0, 3));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(1);
    expect(await salesOf(product.id)).toBe(2);
  });

  it('raises STOCK_LOW once for the sale of the file that crosses 10%, and not in a dry run', async () => {
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 40 }]);
    const name = `Existencias de importación ${process.pid}-${product.id}`;
    await fx.ctx.database.db.updateTable('products').set({ name }).where('id', '=', product.id).execute();
    const notified = async () =>
      (
        await fx.ctx.database.db
          .selectFrom('notifications')
          .select('user_id')
          .where('kind', '=', 'STOCK_LOW')
          .where('title', 'like', `%${name}%`)
          .execute()
      ).length;
    const managers = (
      await fx.ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('role', 'in', ['ADMIN', 'COORDINATOR'])
        .where('status', '=', 'ACTIVE')
        .execute()
    ).length;
    // 40 → 20 → 4 (10%: low) → 2 (already low).
    const rows: CsvRow[] = [
      { reference: 'A', productCode: product.code, quantity: 20 },
      { reference: 'B', productCode: product.code, quantity: 16 },
      { reference: 'C', productCode: product.code, quantity: 2 },
    ];
    expect((await upload(rows, true)).statusCode).toBe(200);
    expect(await notified()).toBe(0);
    const response = await upload(rows);
    expect(response.statusCode, response.body).toBe(201);
    expect(managers).toBeGreaterThan(0);
    expect(await notified()).toBe(managers);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(2);
  });

  it('never oversells when sales are made while an import of the same product runs', async () => {
    const bags = 10;
    const product = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags }]);
    // The import asks 8 bags in 4 sales; 5 one-bag sales race it.
    const rows = ['A', 'B', 'C', 'D'].map((reference) => ({
      reference,
      productCode: product.code,
      quantity: 2,
    }));
    const sell = () =>
      fx.ctx.request({
        method: 'POST',
        url: '/api/sales',
        cookie: fx.cookies.consultant,
        payload: { seasonId: fx.seasons.open.id, clientId: fx.clientId, items: [saleLine(product.id, 1)] },
      });
    const [imported, ...sold] = await Promise.all([upload(rows), sell(), sell(), sell(), sell(), sell()]);
    const soldOne = sold.filter((a) => a.statusCode === 201).length;
    for (const answer of sold.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_INVENTORY' });
    }
    if (imported.statusCode === 201) {
      // The import went first (2 bags left) or after at most 2 sales.
      expect(soldOne).toBe(2);
    } else {
      expect(imported.statusCode, imported.body).toBe(409);
      expect(imported.json()).toMatchObject({ code: 'INSUFFICIENT_INVENTORY' });
      expect(soldOne).toBe(5);
    }
    const importedBags = imported.statusCode === 201 ? 8 : 0;
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBe(bags - importedBags - soldOne);
    expect(await availableBags(fx.ctx, fx.seasons.open.id, product.id)).toBeGreaterThanOrEqual(0);
  });
});
