// Editing and deleting a sale through the API: the rules of docs/design.md §8 on a stored
// sale, its lines and the Dkbono it redeemed.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import {
  saleWorld,
  activeClientOf,
  availableBags,
  newProduct,
  saleLine,
  saleCalls,
} from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('sales API: editing and deleting (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(500, ['open', 'future', 'past']) });
  const { get, put, del, saleOf, createSale } = saleCalls(fx);

  describe('PUT /sales/:id', () => {
    it('lets the owner rewrite the sale, bumping the version and recomputing totals', async () => {
      const sale = await createSale([saleLine(fx.product.id, 2, 100)]);
      const response = await put(sale.id, { ...saleOf([saleLine(fx.product.id, 4, 100, 50)]), version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        version: 2,
        total: 350,
        items: [expect.objectContaining({ quantity: 4 })],
      });
      expect(await auditActions(fx.ctx.database.db, 'sale', sale.id)).toEqual([
        'sales.create',
        'sales.update',
      ]);
    });

    it('refuses a stale version with RECORD_CHANGED', async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)]);
      expect((await put(sale.id, { ...saleOf([saleLine(fx.product.id, 2)]), version: 1 })).statusCode).toBe(
        200,
      );
      const stale = await put(sale.id, { ...saleOf([saleLine(fx.product.id, 3)]), version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('RECORD_CHANGED');
    });

    it('keeps the notes and the day an edit leaves out, and clears the notes with an empty text', async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)], { notes: 'Entrega en bodega' });
      const stored = async () =>
        fx.ctx.database.db
          .selectFrom('sales')
          .select(['notes', sql<string>`to_char(sale_date, 'YYYY-MM-DD')`.as('day')])
          .where('id', '=', sale.id)
          .executeTakeFirstOrThrow();
      const before = await stored();
      const kept = await put(sale.id, { ...saleOf([saleLine(fx.product.id, 2)]), version: 1 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await stored()).toEqual(before);
      const cleared = await put(sale.id, { ...saleOf([saleLine(fx.product.id, 2)]), notes: '', version: 2 });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await stored()).toEqual({ ...before, notes: null });
    });

    it('re-checks inventory only for the bags added', async () => {
      const ten = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 10 }]);
      const sale = await createSale([saleLine(ten.id, 8)]);
      const grown = await put(sale.id, { ...saleOf([saleLine(ten.id, 10)]), version: 1 }, fx.cookies.admin);
      expect(grown.statusCode, grown.body).toBe(200);
      const tooMany = await put(sale.id, { ...saleOf([saleLine(ten.id, 11)]), version: 2 }, fx.cookies.admin);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(
        `No hay inventario suficiente de ${ten.code} en ${fx.seasons.open.name}: pediste 11 bolsas y quedan 10.`,
      );
      await fx.ctx.database.db
        .updateTable('inventory')
        .set({ allocated: 5 })
        .where('product_id', '=', ten.id)
        .execute();
      const unchanged = await put(sale.id, { ...saleOf([saleLine(ten.id, 10, 900)]), version: 2 });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
    });

    it("refuses another consultant's customer, in words that fit who edits", async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)]);
      const foreign = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT2);
      const body = { ...saleOf([saleLine(fx.product.id, 1)], { clientId: foreign }), version: 1 };
      const byAdmin = await put(sale.id, body, fx.cookies.admin);
      expect(byAdmin.statusCode).toBe(400);
      expect(byAdmin.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'El cliente elegido no existe o no es de la cartera del consultor de la venta.',
        details: [{ path: 'clientId', message: 'Elige un cliente del consultor de la venta.' }],
      });
      const byOwner = await put(sale.id, body);
      expect(byOwner.statusCode).toBe(400);
      expect(byOwner.json()).toMatchObject({
        message: 'El cliente elegido no existe o no es de tu cartera.',
        details: [{ path: 'clientId', message: 'Elige uno de tus clientes.' }],
      });
    });

    it('is for admins and the owner only', async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)]);
      const body = { ...saleOf([saleLine(fx.product.id, 2)]), version: 1 };
      expect((await put(sale.id, body, fx.cookies.consultant2)).statusCode).toBe(404);
      expect((await put(sale.id, body, fx.cookies.coordinator)).statusCode).toBe(403);
      expect((await put(sale.id, body, fx.cookies.supervisor)).statusCode).toBe(403);
      expect((await put(sale.id, body, fx.cookies.admin)).statusCode).toBe(200);
    });
  });

  describe('DELETE /sales/:id', () => {
    it('removes the sale and returns its bags to inventory', async () => {
      const bags = await newProduct(fx.ctx, [{ seasonId: fx.seasons.open.id, bags: 30 }]);
      const sale = await createSale([saleLine(bags.id, 30)]);
      expect(await availableBags(fx.ctx, fx.seasons.open.id, bags.id)).toBe(0);
      expect((await del(sale.id, fx.cookies.consultant2)).statusCode).toBe(404);
      expect((await del(sale.id, fx.cookies.supervisor)).statusCode).toBe(403);
      const response = await del(sale.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      expect(await availableBags(fx.ctx, fx.seasons.open.id, bags.id)).toBe(30);
      expect((await get(`/api/sales/${sale.id}`, fx.cookies.consultant)).statusCode).toBe(404);
      expect(await auditActions(fx.ctx.database.db, 'sale', sale.id)).toEqual([
        'sales.create',
        'sales.delete',
      ]);
    });

    it("never issues a deleted sale's folio again, not even after the newest sale is deleted", async () => {
      const number = (folio: string) => Number(folio.split('-')[2]);
      const newest = await createSale([saleLine(fx.product.id, 1)]);
      expect((await del(newest.id)).statusCode).toBe(200);
      const next = await createSale([saleLine(fx.product.id, 1)]);
      expect(next.folio).not.toBe(newest.folio);
      expect(number(next.folio)).toBe(number(newest.folio) + 1);
      expect((await del(next.id)).statusCode).toBe(200);
      const after = await createSale([saleLine(fx.product.id, 1)]);
      expect(number(after.folio)).toBe(number(newest.folio) + 2);
    });

    it('makes a closed season read-only: no edits, no deletions', async () => {
      const db = fx.ctx.database.db;
      const season = await db
        .insertInto('seasons')
        .values({ name: `PRUEBA-${kind}`, start_date: '2026-01-01', end_date: '2026-12-31', is_open: true })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      const seeds = await newProduct(fx.ctx, [{ seasonId: season.id, bags: 10 }]);
      const sale = await createSale([saleLine(seeds.id, 1)], { seasonId: season.id });
      await db.updateTable('seasons').set({ is_open: false }).where('id', '=', season.id).execute();
      const edit = await put(sale.id, {
        ...saleOf([saleLine(seeds.id, 2)], { seasonId: season.id }),
        version: 1,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${season.name} está cerrada: ya no se puede modificar la venta.`,
      });
      const removal = await del(sale.id, fx.cookies.admin);
      expect(removal.statusCode).toBe(409);
      expect(removal.json().code).toBe('SEASON_CLOSED');
      const detail = (await get(`/api/sales/${sale.id}`, fx.cookies.consultant)).json().data;
      expect(detail.seasonIsOpen).toBe(false);
      const count = await sql<{
        n: number;
      }>`select count(*)::int as n from sale_items where sale_id = ${sale.id}`.execute(db);
      expect(count.rows[0]?.n).toBe(1);
    });
  });
});
