// The season at a glance at the HTTP boundary: the dashboard of Admin and Coordinator and the sales
// list's strip for every staff role, on a season of known sales and DKbonos. Each role sees its own
// scope (docs/design.md §6); cancelled sales and DKbonos never count; bad ids answer 400, unknown
// seasons 404, other roles 403.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import type { Database } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import { activeClientOf, newProduct } from '../sales/test-fixtures.ts';
import { apiFixture, userIdOf, zoneIdOf } from '../../test/api-fixture.ts';

const CALLERS = ['admin', 'coordinator', 'supervisor', 'consultant', 'consultant2', 'farmer'] as const;
type Caller = (typeof CALLERS)[number];

describe.each(testDatabaseKinds())('season figures API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: CALLERS,
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const c1 = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
      const c2 = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT2);
      const c3 = await userIdOf(ctx, 'consultor.noroeste@agroventas.mx');
      const ids = {
        c1,
        c2,
        c3,
        bajio: await zoneIdOf(ctx, 'Occidente-Bajío'),
        noroeste: await zoneIdOf(ctx, 'Noroeste'),
      };

      const season = await db
        .insertInto('seasons')
        .values({
          name: `T-TABLERO-${process.pid}`,
          start_date: '2025-03-01',
          end_date: '2025-06-30',
          is_open: false,
          is_voucher_open: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const seasonId = season.id;
      const p1 = await newProduct(ctx, [{ seasonId, bags: 28 }]);
      const p2 = await newProduct(ctx, [{ seasonId, bags: 10 }]);

      const k1 = await activeClientOf(ctx, c1);
      const k2 = await activeClientOf(ctx, c2);
      const k3 = await activeClientOf(ctx, c3);
      // A customer of consultor2 (supervisor's team) in the Noroeste zone: the supervisor sees its
      // sale, the Occidente-Bajío coordinator does not.
      const k2north = (
        await db
          .insertInto('clients')
          .values({
            first_name: 'Cliente',
            last_name: 'Del Norte',
            zone_id: ids.noroeste,
            consultant_id: c2,
            status: 'ACTIVE',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;

      let folio = 0;
      const sale = async (
        consultantId: number,
        clientId: number,
        day: string,
        lines: { productId: number; quantity: number; price: number; discount?: number }[],
        status: 'ACTIVE' | 'CANCELLED' = 'ACTIVE',
      ) => {
        folio += 1;
        const totals = lines.map((l) => l.quantity * l.price - (l.discount ?? 0));
        const row = await db
          .insertInto('sales')
          .values({
            folio: `T-TAB-${process.pid}-${folio}`,
            season_id: seasonId,
            client_id: clientId,
            consultant_id: consultantId,
            sale_date: day,
            status,
            total: String(totals.reduce((a, b) => a + b, 0)),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('sale_items')
          .values(
            lines.map((l, i) => ({
              sale_id: row.id,
              product_id: l.productId,
              quantity: l.quantity,
              base_price: String(l.price),
              discount: String(l.discount ?? 0),
              total: String(totals[i]),
            })),
          )
          .execute();
      };
      // Week of Monday 2025-03-03 and week of Monday 2025-03-10.
      await sale(c1, k1, '2025-03-03', [
        { productId: p1.id, quantity: 10, price: 1000 },
        { productId: p2.id, quantity: 2, price: 500 },
      ]);
      await sale(c1, k1, '2025-03-12', [{ productId: p1.id, quantity: 5, price: 1000, discount: 250 }]);
      await sale(c2, k2, '2025-03-12', [{ productId: p2.id, quantity: 3, price: 500 }]);
      await sale(c3, k3, '2025-03-14', [{ productId: p1.id, quantity: 7, price: 1000 }]);
      await sale(c2, k2north, '2025-03-16', [{ productId: p2.id, quantity: 1, price: 500 }]);
      await sale(c1, k1, '2025-03-05', [{ productId: p1.id, quantity: 100, price: 1000 }], 'CANCELLED');

      const voucher = async (
        values: Omit<Insertable<Database['vouchers']>, 'folio' | 'season_id'>,
        item?: { productId: number; quantity: number },
      ) => {
        folio += 1;
        const row = await db
          .insertInto('vouchers')
          .values({ ...values, folio: `T-TABD-${process.pid}-${folio}`, season_id: seasonId })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (item) {
          await db
            .insertInto('voucher_items')
            .values({
              voucher_id: row.id,
              product_id: item.productId,
              quantity: item.quantity,
              base_price: '1000',
              total: values.total,
            })
            .execute();
        }
      };
      await voucher(
        { client_id: k1, consultant_id: c1, status: 'PARTIAL', total: '4000.00', paid: '1500.50' },
        { productId: p1.id, quantity: 4 },
      );
      await voucher({
        client_id: k1,
        consultant_id: c1,
        status: 'REDEEMED',
        total: '1000.00',
        paid: '1000.00',
      });
      await voucher({ client_id: k1, consultant_id: c1, status: 'CANCELLED', total: '9999.00', paid: '0' });
      await voucher(
        { client_id: k3, consultant_id: c3, status: 'PAID', total: '2000.00', paid: '2000.00' },
        { productId: p2.id, quantity: 2 },
      );
      return { seasonId, p1, p2, ids };
    },
  });

  const get = (url: string, caller: Caller) =>
    fx.ctx.request({ method: 'GET', url: `/api${url}`, cookie: fx.cookies[caller] });

  describe('GET /sales/summary/:seasonId (the sales list strip)', () => {
    it('counts, for each staff role, only the sales and DKbonos of its scope, never cancelled ones', async () => {
      // The same two DKbonos fall inside the coordinator's, the supervisor's and the consultant's scope.
      const sameTwoVouchers = {
        count: 2,
        total: 5000,
        paid: 2500.5,
        balance: 2499.5,
        redeemedCount: 1,
        redeemedTotal: 1000,
      };
      const expected: Record<Exclude<Caller, 'farmer'>, object> = {
        admin: {
          sales: { sales: 5, bags: 28, amount: 24750 },
          vouchers: {
            count: 3,
            total: 7000,
            paid: 4500.5,
            balance: 2499.5,
            redeemedCount: 1,
            redeemedTotal: 1000,
          },
        },
        // Occidente-Bajío: the customers of that zone, whoever sold to them.
        coordinator: {
          sales: { sales: 3, bags: 20, amount: 17250 },
          vouchers: sameTwoVouchers,
        },
        // consultor and consultor2, in any zone.
        supervisor: {
          sales: { sales: 4, bags: 21, amount: 17750 },
          vouchers: sameTwoVouchers,
        },
        consultant: {
          sales: { sales: 2, bags: 17, amount: 15750 },
          vouchers: sameTwoVouchers,
        },
        consultant2: {
          sales: { sales: 2, bags: 4, amount: 2000 },
          vouchers: { count: 0, total: 0, paid: 0, balance: 0, redeemedCount: 0, redeemedTotal: 0 },
        },
      };
      for (const [caller, figures] of Object.entries(expected)) {
        const response = await get(`/sales/summary/${fx.seasonId}`, caller as Caller);
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(200);
        const data = response.json().data;
        expect(data.season, caller).toMatchObject({ id: fx.seasonId, name: `T-TABLERO-${process.pid}` });
        expect({ sales: data.sales, vouchers: data.vouchers }, caller).toEqual(figures);
      }
    });

    it('refuses farmers and callers without a session', async () => {
      expect((await get(`/sales/summary/${fx.seasonId}`, 'farmer')).statusCode).toBe(403);
      const anonymous = await fx.ctx.request({ method: 'GET', url: `/api/sales/summary/${fx.seasonId}` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 for an id that is not a positive integer and 404 for an unknown season', async () => {
      for (const bad of ['abc', '0', '-3', '1.5']) {
        const response = await get(`/sales/summary/${bad}`, 'consultant');
        expect(response.statusCode, bad).toBe(400);
        expect(response.json().code, bad).toBe('VALIDATION_FAILED');
      }
      const unknown = await get('/sales/summary/987654', 'consultant');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('La temporada no existe.');
    });
  });

  describe('GET /sales/summary (every season: the strip of the unfiltered list)', () => {
    it('sums every season in the caller’s scope, the sum of each season’s strip', async () => {
      const seasons = await fx.ctx.database.db.selectFrom('seasons').select('id').execute();
      for (const caller of ['admin', 'coordinator', 'supervisor', 'consultant'] as const) {
        const all = await get('/sales/summary', caller);
        expect(all.statusCode, `${caller}: ${all.body}`).toBe(200);
        const data = all.json().data;
        expect(data.season, caller).toBeNull();
        let sales = 0;
        let bags = 0;
        let vouchers = 0;
        for (const { id } of seasons) {
          const one = (await get(`/sales/summary/${id}`, caller)).json().data;
          sales += one.sales.sales;
          bags += one.sales.bags;
          vouchers += one.vouchers.count;
        }
        expect(
          { sales: data.sales.sales, bags: data.sales.bags, vouchers: data.vouchers.count },
          caller,
        ).toEqual({ sales, bags, vouchers });
      }
      // The test season alone is not every season: the demo seed holds others.
      const admin = (await get('/sales/summary', 'admin')).json().data;
      expect(admin.sales.sales).toBeGreaterThan(5);
    });

    it('refuses farmers and callers without a session', async () => {
      expect((await get('/sales/summary', 'farmer')).statusCode).toBe(403);
      expect((await fx.ctx.request({ method: 'GET', url: '/api/sales/summary' })).statusCode).toBe(401);
    });
  });

  describe('GET /seasons/:id/dashboard', () => {
    it('breaks the admin’s figures down by product, zone, consultant and week, with the inventory', async () => {
      const response = await get(`/seasons/${fx.seasonId}/dashboard`, 'admin');
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.sales).toEqual({ sales: 5, bags: 28, amount: 24750 });
      expect(data.vouchers).toMatchObject({ count: 3, total: 7000, balance: 2499.5, redeemedCount: 1 });
      expect(data.byProduct).toEqual([
        {
          productId: fx.p1.id,
          productCode: fx.p1.code,
          productName: expect.any(String),
          sales: 3,
          bags: 22,
          amount: 21750,
        },
        {
          productId: fx.p2.id,
          productCode: fx.p2.code,
          productName: expect.any(String),
          sales: 3,
          bags: 6,
          amount: 3000,
        },
      ]);
      expect(data.byZone).toEqual([
        { zoneId: fx.ids.bajio, zoneName: 'Occidente-Bajío', sales: 3, bags: 20, amount: 17250 },
        { zoneId: fx.ids.noroeste, zoneName: 'Noroeste', sales: 2, bags: 8, amount: 7500 },
      ]);
      expect(data.byConsultant).toEqual([
        {
          consultantId: fx.ids.c1,
          consultantName: 'Carlos Ramírez Ortega',
          sales: 2,
          bags: 17,
          amount: 15750,
        },
        {
          consultantId: fx.ids.c3,
          consultantName: 'Jesús Manuel Armenta López',
          sales: 1,
          bags: 7,
          amount: 7000,
        },
        { consultantId: fx.ids.c2, consultantName: 'Ana Lucía Torres Vega', sales: 2, bags: 4, amount: 2000 },
      ]);
      expect(data.byWeek).toEqual([
        { weekStart: '2025-03-03', sales: 1, bags: 12, amount: 11000 },
        { weekStart: '2025-03-10', sales: 4, bags: 16, amount: 13750 },
      ]);
      // P1: 28 allocated, 22 sold, 4 reserved (the PARTIAL DKbono): 2 left, low. P2: 10, 6, 2: 2
      // left.
      expect(data.inventory.totals).toEqual({ allocated: 38, sold: 28, reserved: 6, available: 4 });
      expect(data.inventory.low.map((row: { productId: number }) => row.productId)).toEqual([fx.p1.id]);
    });

    it('gives a coordinator the sales of its zone and the whole season’s inventory', async () => {
      const response = await get(`/seasons/${fx.seasonId}/dashboard`, 'coordinator');
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.sales).toEqual({ sales: 3, bags: 20, amount: 17250 });
      expect(data.byZone).toEqual([
        { zoneId: fx.ids.bajio, zoneName: 'Occidente-Bajío', sales: 3, bags: 20, amount: 17250 },
      ]);
      expect(data.byConsultant.map((row: { consultantId: number }) => row.consultantId)).toEqual([
        fx.ids.c1,
        fx.ids.c2,
      ]);
      expect(data.inventory.totals).toEqual({ allocated: 38, sold: 28, reserved: 6, available: 4 });
    });

    it('gives a supervisor the sales of its team, in any zone, and the whole season’s inventory', async () => {
      const response = await get(`/seasons/${fx.seasonId}/dashboard`, 'supervisor');
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.sales).toEqual({ sales: 4, bags: 21, amount: 17750 });
      expect(data.vouchers).toMatchObject({ count: 2, total: 5000, balance: 2499.5 });
      expect(data.byConsultant.map((row: { consultantId: number }) => row.consultantId)).toEqual([
        fx.ids.c1,
        fx.ids.c2,
      ]);
      expect(data.byZone).toEqual([
        { zoneId: fx.ids.bajio, zoneName: 'Occidente-Bajío', sales: 3, bags: 20, amount: 17250 },
        { zoneId: fx.ids.noroeste, zoneName: 'Noroeste', sales: 1, bags: 1, amount: 500 },
      ]);
      expect(data.inventory.totals).toEqual({ allocated: 38, sold: 28, reserved: 6, available: 4 });
    });

    it('refuses consultants and farmers', async () => {
      for (const caller of ['consultant', 'farmer'] as const) {
        expect((await get(`/seasons/${fx.seasonId}/dashboard`, caller)).statusCode, caller).toBe(403);
      }
    });

    it('answers 400 for a bad id and 404 for an unknown season', async () => {
      for (const bad of ['abc', '0', '-1']) {
        expect((await get(`/seasons/${bad}/dashboard`, 'admin')).statusCode, bad).toBe(400);
      }
      const unknown = await get('/seasons/987654/dashboard', 'admin');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('La temporada no existe.');
    });

    it('shows a season without sales as zeros', async () => {
      const empty = await fx.ctx.database.db
        .insertInto('seasons')
        .values({ name: `T-VACIA-${process.pid}`, start_date: '2025-07-01', end_date: '2025-12-31' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const data = (await get(`/seasons/${empty.id}/dashboard`, 'admin')).json().data;
      expect(data.sales).toEqual({ sales: 0, bags: 0, amount: 0 });
      expect(data.byWeek).toEqual([]);
      expect(data.inventory.low).toEqual([]);
    });
  });
});
