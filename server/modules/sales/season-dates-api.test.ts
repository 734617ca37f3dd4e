// Records that never contradict their season or their own figures. A sale is dated inside its
// season (start to the earlier of its end and today); a DKbono is created by its season's end and
// paid from its creation day to the earlier of that end and today; a line's discount is never more
// than the line's price, and neither a sale nor a DKbono totals $0.
import { describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import { activeClientOf, daysAgo, demoSeasons, newProduct, saleLine } from './test-fixtures.ts';
import { apiFixture, userIdOf } from '../../test/api-fixture.ts';

let counter = 0;

describe.each(testDatabaseKinds())(
  'records inside their season, discounts inside their price (%s)',
  (kind) => {
    const fx = apiFixture(kind, {
      accounts: ['consultant'],
      prepare: async (ctx) => {
        const seasons = await demoSeasons(ctx);
        /** Open for sales and DKbonos, from 30 days ago to 10 days ago: it has ended. */
        const ended = await ctx.database.db
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
        const product = await newProduct(ctx, [
          { seasonId: seasons.open.id, bags: 1000 },
          { seasonId: ended.id, bags: 1000 },
        ]);
        return {
          seasons,
          ended,
          product,
          clientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT),
        };
      },
    });

    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      fx.ctx.request({ method, url: `/api${url}`, cookie: fx.cookies.consultant, payload });
    const voucherLine = (quantity: number, basePrice: number, discount = 0) => ({
      productId: fx.product.id,
      quantity,
      basePrice,
      discount,
    });
    /** A one-bag sale in the season that has ended, on `saleDate` (none: left undated). */
    const oneBagInEndedSeason = (saleDate?: string) =>
      send('POST', '/sales', {
        seasonId: fx.ended.id,
        clientId: fx.clientId,
        saleDate,
        items: [saleLine(fx.product.id, 1)],
      });
    const storedCount = (table: 'sales' | 'vouchers') => rowCount(fx.ctx.database.db, table);

    it("refuses a sale dated after its season's end, also one left undated once the season is over", async () => {
      const before = await storedCount('sales');
      const field = `Elige una fecha entre el ${shortDay(daysAgo(30))} y el ${shortDay(daysAgo(10))}.`;
      const late = await oneBagInEndedSeason(daysAgo(5));
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json()).toMatchObject({
        message: `La fecha de la venta no puede ser posterior al fin de la temporada ${fx.ended.name} (${shortDay(daysAgo(10))}).`,
        details: [{ path: 'saleDate', message: field }],
      });
      const undated = await oneBagInEndedSeason();
      expect(undated.statusCode, undated.body).toBe(400);
      expect(undated.json().details).toEqual([{ path: 'saleDate', message: field }]);
      expect(await storedCount('sales')).toBe(before);

      const inside = await oneBagInEndedSeason(daysAgo(10));
      expect(inside.statusCode, inside.body).toBe(201);
    });

    it('refuses a line whose discount is more than its price, on sales and DKbonos, and a $0 sale', async () => {
      const sales = await storedCount('sales');
      const vouchers = await storedCount('vouchers');
      // $100 a bag, 2 bags: the line is worth $200, so a $500 discount is refused on that line.
      const sale = await send('POST', '/sales', {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [saleLine(fx.product.id, 1), saleLine(fx.product.id, 2, 100, 500)],
      });
      expect(sale.statusCode, sale.body).toBe(400);
      expect(sale.json().details).toEqual([
        {
          path: 'items.1.discount',
          message: 'El descuento no puede ser mayor que el importe de la línea ($200.00).',
        },
      ]);
      const voucher = await send('POST', '/vouchers', {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
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
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [saleLine(fx.product.id, 2, 100, 200)],
      });
      expect(free.statusCode, free.body).toBe(400);
      expect(free.json().details).toEqual([
        { path: 'items', message: 'El total de la venta debe ser mayor a cero.' },
      ]);
      expect(await storedCount('sales')).toBe(sales);
      expect(await storedCount('vouchers')).toBe(vouchers);

      // Beside a paid line, a line given away whole is a promotion and stays.
      const promotion = await send('POST', '/sales', {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
        items: [saleLine(fx.product.id, 1), saleLine(fx.product.id, 2, 100, 200)],
      });
      expect(promotion.statusCode, promotion.body).toBe(201);
    });

    it('refuses a DKbono in a season that has ended', async () => {
      const response = await send('POST', '/vouchers', {
        seasonId: fx.ended.id,
        clientId: fx.clientId,
        items: [voucherLine(1, 100)],
      });
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${fx.ended.name} terminó el ${shortDay(daysAgo(10))}: ya no admite DKbonos.`,
      });
    });

    it("dates a payment from its DKbono's creation day to the earlier of its season's end and today", async () => {
      counter += 1;
      const created = await send('POST', '/vouchers', {
        seasonId: fx.seasons.open.id,
        clientId: fx.clientId,
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
      const { id } = await fx.ctx.database.db
        .insertInto('vouchers')
        .values({
          folio: `DK-T-${process.pid}-${kind}-${counter}`,
          season_id: fx.ended.id,
          client_id: fx.clientId,
          consultant_id: await userIdOf(fx.ctx, DEMO_EMAILS.CONSULTANT),
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
