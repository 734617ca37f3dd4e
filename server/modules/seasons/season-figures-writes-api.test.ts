// The season figures read sums the database keeps (migration 017: sales.bags and sales.total from
// the lines, sale_items.season_id and sale_active from the sale). Whatever writes a sale (create,
// edit of its lines or season, DKbono redemption and the deletion that undoes it, import, delete,
// a cancellation or a hand-made UPDATE in SQL), the dashboard and the strip of every role must
// equal the figures recomputed straight from the lines, as the figures were first computed.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '../../../domain/sales-import.ts';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { multipartFile } from '../../files/test-support/multipart.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { saleScopeCondition } from '../sales/repository.ts';
import {
  activeClientOf,
  daysAgo,
  paymentDay,
  demoSeasons,
  newProduct,
  saleLine,
} from '../sales/test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

type Figures = { sales: number; bags: number; amount: number };
type Keyed = Figures & { key: string };
interface Expected {
  totals: Figures;
  byProduct: Keyed[];
  byZone: Keyed[];
  byConsultant: Keyed[];
  byWeek: Keyed[];
}

const CALLERS = {
  admin: DEMO_EMAILS.ADMIN,
  coordinator: DEMO_EMAILS.COORDINATOR,
  supervisor: DEMO_EMAILS.SUPERVISOR,
  consultant: DEMO_EMAILS.CONSULTANT,
  consultant2: DEMO_EMAILS.CONSULTANT2,
} as const;
type Caller = keyof typeof CALLERS;
const DASHBOARD_CALLERS: Caller[] = ['admin', 'coordinator'];

const pesos = (value: string | number | null) => fromCents(toCents(value ?? 0));
const byKey = (a: Keyed, b: Keyed) => a.key.localeCompare(b.key);

describe.each(testDatabaseKinds())('season figures after every kind of sale write (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: Object.keys(CALLERS) as Caller[],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const seasons = await demoSeasons(ctx);
      // A second season open today, for a sale moving between seasons.
      const other = await db
        .insertInto('seasons')
        .values({
          name: `T-MUEVE-${process.pid}`,
          start_date: daysAgo(59),
          end_date: daysAgo(-30),
          is_open: true,
          is_voucher_open: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const allocations = [
        { seasonId: seasons.open.id, bags: 500 },
        { seasonId: other.id, bags: 500 },
      ];
      const auths = {} as Record<Caller, AuthContext>;
      for (const [caller, email] of Object.entries(CALLERS) as [Caller, string][]) {
        const user = await db
          .selectFrom('users')
          .select(['id', 'role', 'zone_id'])
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        if (!user.role) throw new Error(`${email} has no role`);
        auths[caller] = {
          sessionHash: '',
          role: user.role,
          userId: user.id,
          clientId: null,
          zoneId: user.zone_id,
          mustAcceptTos: false,
        };
      }
      return {
        seasons,
        other,
        auths,
        p1: await newProduct(ctx, allocations),
        p2: await newProduct(ctx, allocations, { basePrice: '2500.00' }),
        p3: await newProduct(ctx, allocations, { basePrice: '777.77' }),
        clientOf1: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT),
        clientOf2: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2),
      };
    },
  });

  /** The figures as they were first computed: the season's active sales joined to their lines. */
  async function fromLines(caller: Caller, seasonId: number): Promise<Expected> {
    const lines = fx.ctx.database.db
      .selectFrom('sales as s')
      .innerJoin('sale_items as si', 'si.sale_id', 's.id')
      .innerJoin('clients as c', 'c.id', 's.client_id')
      .where('s.season_id', '=', seasonId)
      .where('s.status', '=', 'ACTIVE')
      .where(saleScopeCondition(fx.auths[caller]));
    const sums = [
      sql<string>`count(distinct s.id)`.as('sales'),
      sql<string>`sum(si.quantity)`.as('bags'),
      sql<string>`sum(si.total)`.as('amount'),
    ] as const;
    const grouped = async (key: ReturnType<typeof sql<string>>) =>
      (
        await lines
          .select([key.as('key'), ...sums])
          .groupBy(key)
          .execute()
      )
        .map((r) => ({
          key: String(r.key),
          sales: Number(r.sales),
          bags: Number(r.bags),
          amount: pesos(r.amount),
        }))
        .sort(byKey);
    const total = await lines.select(sums).executeTakeFirstOrThrow();
    return {
      totals: { sales: Number(total.sales), bags: Number(total.bags ?? 0), amount: pesos(total.amount) },
      byProduct: await grouped(sql<string>`si.product_id::text`),
      byZone: await grouped(sql<string>`coalesce(c.zone_id::text, 'sin zona')`),
      byConsultant: await grouped(sql<string>`s.consultant_id::text`),
      byWeek: await grouped(sql<string>`to_char(date_trunc('week', s.sale_date), 'YYYY-MM-DD')`),
    };
  }

  const keyed = (rows: (Figures & Record<string, unknown>)[], field: string): Keyed[] =>
    rows
      .map((r) => ({ key: String(r[field] ?? 'sin zona'), sales: r.sales, bags: r.bags, amount: r.amount }))
      .sort(byKey);

  /** Every caller's strip (and dashboard, for those who have one) equals the lines, in both seasons. */
  async function expectFiguresFromLines(step: string) {
    for (const seasonId of [fx.seasons.open.id, fx.other.id]) {
      for (const caller of Object.keys(CALLERS) as Caller[]) {
        const expected = await fromLines(caller, seasonId);
        const strip = await fx.ctx.request({
          method: 'GET',
          url: `/api/sales/summary/${seasonId}`,
          cookie: fx.cookies[caller],
        });
        expect(strip.statusCode, strip.body).toBe(200);
        expect(strip.json().data.sales, `${step}: strip of ${caller}`).toEqual(expected.totals);
        if (!DASHBOARD_CALLERS.includes(caller)) continue;
        const response = await fx.ctx.request({
          method: 'GET',
          url: `/api/seasons/${seasonId}/dashboard`,
          cookie: fx.cookies[caller],
        });
        expect(response.statusCode, response.body).toBe(200);
        const dashboard = response.json().data;
        expect(
          {
            totals: dashboard.sales,
            byProduct: keyed(dashboard.byProduct, 'productId'),
            byZone: keyed(dashboard.byZone, 'zoneId'),
            byConsultant: keyed(dashboard.byConsultant, 'consultantId'),
            byWeek: keyed(dashboard.byWeek, 'weekStart'),
          },
          `${step}: dashboard of ${caller}`,
        ).toEqual(expected);
      }
    }
  }

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) => {
    const response = await fx.ctx.request({ method, url, cookie, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.statusCode === 204 ? undefined : response.json().data;
  };

  async function importSales(rows: Partial<Record<(typeof IMPORT_COLUMNS)[number], string | number>>[]) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ventas');
    sheet.addRow([...IMPORT_COLUMNS]);
    for (const row of rows) sheet.addRow(IMPORT_COLUMNS.map((column) => row[column] ?? null));
    const body = multipartFile('ventas.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const response = await fx.ctx.request({
      method: 'POST',
      url: '/api/sales/import',
      cookie: fx.cookies.admin,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.errors).toEqual([]);
  }

  it('keeps the dashboard and the strip equal to the lines through creates, edits, redemptions, imports, cancellations and deletes', async () => {
    const db = fx.ctx.database.db;
    await expectFiguresFromLines('before any sale');

    const a = await send('POST', '/api/sales', fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientOf1,
      items: [saleLine(fx.p1.id, 3, 1000), saleLine(fx.p2.id, 2, 2500, 125.5)],
    });
    const b = await send('POST', '/api/sales', fx.cookies.consultant2, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientOf2,
      items: [saleLine(fx.p3.id, 7, 777.77)],
    });
    await expectFiguresFromLines('two sales created');

    // Edit the lines: other quantities, one product replaced, one line more.
    const edited = await send('PUT', `/api/sales/${a.id}`, fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientOf1,
      version: a.version,
      items: [saleLine(fx.p1.id, 1, 1000), saleLine(fx.p3.id, 4, 777.77, 0.5), saleLine(fx.p2.id, 9, 2500)],
    });
    await expectFiguresFromLines('lines edited');

    // Move a sale to the other season (admin, keeping its lines).
    const moved = await send('PUT', `/api/sales/${b.id}`, fx.cookies.admin, {
      seasonId: fx.other.id,
      clientId: fx.clientOf2,
      version: b.version,
      items: [saleLine(fx.p3.id, 7, 777.77)],
    });
    await expectFiguresFromLines('sale moved to another season');

    // A DKbono paid and redeemed into a sale, then the sale deleted (the DKbono is PAID again).
    const voucher = await send('POST', '/api/vouchers', fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientOf1,
      items: [{ productId: fx.p2.id, quantity: 5, basePrice: 2500, discount: 10 }],
    });
    await send('PUT', `/api/vouchers/${voucher.id}/payments`, fx.cookies.consultant, {
      version: voucher.version,
      payments: [{ date: paymentDay(), amount: voucher.total, method: 'TRANSFERENCIA', reference: 'R-1' }],
    });
    const redeemed = await send('POST', '/api/sales', fx.cookies.consultant, {
      seasonId: fx.seasons.open.id,
      clientId: fx.clientOf1,
      voucherId: voucher.id,
      items: [saleLine(fx.p2.id, 1)],
    });
    expect(redeemed.voucherId).toBe(voucher.id);
    await expectFiguresFromLines('DKbono redeemed');
    await send('DELETE', `/api/sales/${redeemed.id}`, fx.cookies.consultant);
    await expectFiguresFromLines('redeeming sale deleted');

    // Two sales from a file, one of two lines.
    await importSales([
      {
        Referencia: 'F-1',
        Fecha: daysAgo(3),
        Temporada: fx.seasons.open.name,
        Consultor: DEMO_EMAILS.CONSULTANT2,
        Cliente: fx.clientOf2,
        Producto: fx.p1.code,
        Cantidad: 6,
      },
      {
        Referencia: 'F-1',
        Fecha: daysAgo(3),
        Temporada: fx.seasons.open.name,
        Consultor: DEMO_EMAILS.CONSULTANT2,
        Cliente: fx.clientOf2,
        Producto: fx.p3.code,
        Cantidad: 2,
        Precio: 700,
      },
      {
        Fecha: daysAgo(12),
        Temporada: fx.seasons.open.name,
        Consultor: DEMO_EMAILS.CONSULTANT,
        Cliente: fx.clientOf1,
        Producto: fx.p2.code,
        Cantidad: 4,
      },
    ]);
    await expectFiguresFromLines('sales imported');

    // No API cancels a sale; SQL does, and back.
    await db.updateTable('sales').set({ status: 'CANCELLED' }).where('id', '=', edited.id).execute();
    await expectFiguresFromLines('sale cancelled in SQL');
    await db.updateTable('sales').set({ status: 'ACTIVE' }).where('id', '=', edited.id).execute();
    // Sums written by hand do not stick; lines written by hand are summed.
    await db.updateTable('sales').set({ total: '1.00', bags: 999 }).where('id', '=', moved.id).execute();
    await db
      .updateTable('sale_items')
      .set((eb) => ({ quantity: eb('quantity', '+', 1), total: sql<string>`total + 100` }))
      .where('sale_id', '=', edited.id)
      .execute();
    await db
      .updateTable('sale_items')
      .set({ sale_id: moved.id })
      .where('sale_id', '=', edited.id)
      .where('product_id', '=', fx.p1.id)
      .execute();
    await expectFiguresFromLines('sums and lines written in SQL');

    await send('DELETE', `/api/sales/${edited.id}`, fx.cookies.admin);
    await expectFiguresFromLines('sale deleted');

    // The stored sums themselves equal the lines for every sale.
    const { rows } = await sql<{ id: number }>`
      select s.id from sales s
      left join (select sale_id, sum(quantity) as bags, sum(total) as total from sale_items group by sale_id) l
        on l.sale_id = s.id
      where s.bags <> coalesce(l.bags, 0) or (l.sale_id is not null and s.total <> l.total)
      union all
      select si.id from sale_items si join sales s on s.id = si.sale_id
      where si.season_id <> s.season_id or si.sale_active <> (s.status = 'ACTIVE')`.execute(db);
    expect(rows).toEqual([]);
  });
});
