// Records that never contradict their season or their own figures. A sale is dated inside its
// season (start to the earlier of its end and today); a DKbono is created by its season's end and
// paid from its creation day to the earlier of that end and today; a line's discount is never more
// than the line's price, and neither a sale nor a DKbono totals $0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import {
  daysAgo,
  demoConsultant,
  demoSeasons,
  newProduct,
  saleLine,
  type DemoSeasons,
} from './test-fixtures.ts';
import { userIdOf } from '../../test/api-fixture.ts';

let counter = 0;

describe.each(testDatabaseKinds())(
  'records inside their season, discounts inside their price (%s)',
  (kind) => {
    let ctx: TestContext;
    let seasons: DemoSeasons;
    let cookie: string;
    let clientId: number;
    let product: { id: number; code: string };
    /** Open for sales and DKbonos, from 30 days ago to 10 days ago: it has ended. */
    let ended: { id: number; name: string };

    beforeAll(async () => {
      ctx = await createTestContext(kind);
      seasons = await demoSeasons(ctx);
      ({ cookie, clientId } = await demoConsultant(ctx));
      ended = await ctx.database.db
        .insertInto('seasons')
        .values({
          name: `Terminada-${process.pid}-${kind}`,
          start_date: daysAgo(30),
          end_date: daysAgo(10),
          is_open: true,
          is_voucher_open: true,
        })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      product = await newProduct(ctx, [
        { seasonId: seasons.open.id, bags: 1000 },
        { seasonId: ended.id, bags: 1000 },
      ]);
    });
    afterAll(async () => {
      await ctx?.close();
    });

    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      ctx.request({ method, url: `/api${url}`, cookie, payload });
    const voucherLine = (quantity: number, basePrice: number, discount = 0) => ({
      productId: product.id,
      quantity,
      basePrice,
      discount,
    });
    const storedCount = (table: 'sales' | 'vouchers') => rowCount(ctx.database.db, table);

    it("refuses a sale dated after its season's end, also one left undated once the season is over", async () => {
      const before = await storedCount('sales');
      const field = `Elige una fecha entre el ${shortDay(daysAgo(30))} y el ${shortDay(daysAgo(10))}.`;
      const late = await send('POST', '/sales', {
        seasonId: ended.id,
        clientId,
        saleDate: daysAgo(5),
        items: [saleLine(product.id, 1)],
      });
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json()).toMatchObject({
        message: `La fecha de la venta no puede ser posterior al fin de la temporada ${ended.name} (${shortDay(daysAgo(10))}).`,
        details: [{ path: 'saleDate', message: field }],
      });
      const undated = await send('POST', '/sales', {
        seasonId: ended.id,
        clientId,
        items: [saleLine(product.id, 1)],
      });
      expect(undated.statusCode, undated.body).toBe(400);
      expect(undated.json().details).toEqual([{ path: 'saleDate', message: field }]);
      expect(await storedCount('sales')).toBe(before);

      const inside = await send('POST', '/sales', {
        seasonId: ended.id,
        clientId,
        saleDate: daysAgo(10),
        items: [saleLine(product.id, 1)],
      });
      expect(inside.statusCode, inside.body).toBe(201);
    });

    it('refuses a line whose discount is more than its price, on sales and DKbonos, and a $0 sale', async () => {
      const sales = await storedCount('sales');
      const vouchers = await storedCount('vouchers');
      // $100 a bag, 2 bags: the line is worth $200, so a $500 discount is refused on that line.
      const sale = await send('POST', '/sales', {
        seasonId: seasons.open.id,
        clientId,
        items: [saleLine(product.id, 1), saleLine(product.id, 2, 100, 500)],
      });
      expect(sale.statusCode, sale.body).toBe(400);
      expect(sale.json().details).toEqual([
        {
          path: 'items.1.discount',
          message: 'El descuento no puede ser mayor que el importe de la línea ($200.00).',
        },
      ]);
      const voucher = await send('POST', '/vouchers', {
        seasonId: seasons.open.id,
        clientId,
        items: [voucherLine(2, 100, 200.01)],
      });
      expect(voucher.statusCode, voucher.body).toBe(400);
      expect(voucher.json().details).toContainEqual({
        path: 'items.0.discount',
        message: 'El descuento no puede ser mayor que el importe de la línea ($200.00).',
      });
      // A whole line given away is $0: alone it is a sale worth nothing, refused as a DKbono of $0
      // is.
      const free = await send('POST', '/sales', {
        seasonId: seasons.open.id,
        clientId,
        items: [saleLine(product.id, 2, 100, 200)],
      });
      expect(free.statusCode, free.body).toBe(400);
      expect(free.json().details).toEqual([
        { path: 'items', message: 'El total de la venta debe ser mayor a cero.' },
      ]);
      expect(await storedCount('sales')).toBe(sales);
      expect(await storedCount('vouchers')).toBe(vouchers);

      // Beside a paid line, a line given away whole is a promotion and stays.
      const promotion = await send('POST', '/sales', {
        seasonId: seasons.open.id,
        clientId,
        items: [saleLine(product.id, 1), saleLine(product.id, 2, 100, 200)],
      });
      expect(promotion.statusCode, promotion.body).toBe(201);
    });

    it('refuses a DKbono in a season that has ended', async () => {
      const response = await send('POST', '/vouchers', {
        seasonId: ended.id,
        clientId,
        items: [voucherLine(1, 100)],
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${ended.name} terminó el ${shortDay(daysAgo(10))}: ya no admite DKbonos.`,
      });
    });

    it("dates a payment from its DKbono's creation day to the earlier of its season's end and today", async () => {
      counter += 1;
      const created = await send('POST', '/vouchers', {
        seasonId: seasons.open.id,
        clientId,
        items: [voucherLine(1, 1000)],
        notes: `pagos ${counter}`,
      });
      expect(created.statusCode, created.body).toBe(201);
      const voucher = created.json().data as { id: number; version: number };
      const pay = (date: string, version: number) =>
        send('PUT', `/vouchers/${voucher.id}/payments`, {
          version,
          payments: [{ date, amount: 100, method: 'EFECTIVO' }],
        });
      const today = mexicoCityDay();
      const early = await pay(daysAgo(1), voucher.version);
      expect(early.statusCode, early.body).toBe(400);
      expect(early.json().details).toEqual([
        { path: 'payments.0.date', message: `La fecha del pago debe estar el ${shortDay(today)}.` },
      ]);
      expect((await pay(today, voucher.version)).statusCode).toBe(200);

      // A DKbono sold 20 days ago in the ended season: paid up to its end, not after.
      const { id } = await ctx.database.db
        .insertInto('vouchers')
        .values({
          folio: `DK-T-${process.pid}-${kind}-${counter}`,
          season_id: ended.id,
          client_id: clientId,
          consultant_id: await userIdOf(ctx, DEMO_EMAILS.CONSULTANT),
          status: 'PENDING',
          total: '1000.00',
          created_at: new Date(Date.now() - 20 * 86_400_000),
          updated_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const late = await send('PUT', `/vouchers/${id}/payments`, {
        version: 1,
        payments: [{ date: daysAgo(5), amount: 100, method: 'EFECTIVO' }],
      });
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json().details).toEqual([
        {
          path: 'payments.0.date',
          message: `La fecha del pago debe estar entre el ${shortDay(daysAgo(20))} y el ${shortDay(daysAgo(10))}.`,
        },
      ]);
      const onTheLastDay = await send('PUT', `/vouchers/${id}/payments`, {
        version: 1,
        payments: [{ date: daysAgo(10), amount: 100, method: 'EFECTIVO' }],
      });
      expect(onTheLastDay.statusCode, onTheLastDay.body).toBe(200);
    });
  },
);
