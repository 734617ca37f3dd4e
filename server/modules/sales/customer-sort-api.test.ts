// The sale and Dkbono lists sorted by customer: the Spanish order of name-order.ts (accents folded,
// case ignored, ñ after n), ties newest first then by id, and pages that agree with the whole list.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { nameOrder } from '../shared/name-order.ts';
import {
  daysAgo,
  demoConsultant,
  demoSeasons,
  newProduct,
  readPageByPage,
  saleLine,
} from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

/** Inserted in this order, listed in SPANISH_ORDER; byte order would put "beto" and the accents last. */
const CUSTOMERS = [
  ['Óscar', 'Quintana'],
  ['Ñoño', 'Quintana'],
  ['Nora', 'quintanilla'],
  ['beto', 'Quintana'],
  ['Olga', 'Quintana'],
  ['Nora', 'Quintana'],
  ['Álvaro', 'Quintana'],
  // The same name as another customer: their rows mix, newest first.
  ['Nora', 'Quintana'],
] as const;
const SPANISH_ORDER = [
  'Álvaro Quintana',
  'beto Quintana',
  'Nora Quintana',
  'Nora Quintana',
  'Nora Quintana',
  'Nora Quintana',
  'Nora quintanilla',
  'Ñoño Quintana',
  'Olga Quintana',
  'Óscar Quintana',
];

interface Row {
  id: number;
  customerName: string;
}

describe.each(testDatabaseKinds())('customer sort of the sale and Dkbono lists (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'consultant'],
    prepare: async (ctx, cookies) => {
      const db = ctx.database.db;
      const seasons = await demoSeasons(ctx);
      const me = await demoConsultant(ctx);
      const product = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 500 }]);
      const customers = await db
        .insertInto('clients')
        .values(
          CUSTOMERS.map(([first, last]) => ({
            first_name: first,
            last_name: last,
            zone_id: me.zoneId,
            consultant_id: me.id,
            status: 'ACTIVE' as const,
          })),
        )
        .returning('id')
        .execute();
      const post = async (url: string, payload: object) => {
        const response = await ctx.request({ method: 'POST', url, payload, cookie: cookies.consultant });
        expect(response.statusCode, response.body).toBe(201);
        return (response.json().data as { id: number }).id;
      };
      const made: { customer: number; day: string; sale: number; voucher: number }[] = [];
      const make = async (customer: number, day: string) => {
        const clientId = customers[customer]?.id;
        const items = [saleLine(product.id, 1)];
        const sale = await post('/api/sales', { seasonId: seasons.open.id, clientId, items, saleDate: day });
        const voucher = await post('/api/vouchers', {
          seasonId: seasons.open.id,
          clientId,
          items: [{ productId: product.id, quantity: 1, basePrice: 100, discount: 0 }],
        });
        // Creation times are never updated by the app; the test dates them like the sales.
        await sql`update vouchers set created_at = ${`${day}T18:00:00Z`} where id = ${voucher}`.execute(db);
        made.push({ customer, day, sale, voucher });
      };
      for (let customer = 0; customer < CUSTOMERS.length - 1; customer += 1)
        await make(customer, daysAgo(20));
      // The two "Nora Quintana": a tie on the day (the higher id first), an older and a newer day.
      const [nora, otherNora] = [5, 7];
      await make(otherNora, daysAgo(19));
      await make(nora, daysAgo(21));
      await make(otherNora, daysAgo(20));
      const noras = made
        .filter((m) => m.customer === nora || m.customer === otherNora)
        .sort((a, b) => (a.day === b.day ? b.sale - a.sale : a.day < b.day ? 1 : -1));
      /** The rows of the two "Nora Quintana" customers, in the order the lists must give them. */
      const tied: Record<'sales' | 'vouchers', number[]> = {
        sales: noras.map((m) => m.sale),
        vouchers: noras
          .sort((a, b) => (a.day === b.day ? b.voucher - a.voucher : a.day < b.day ? 1 : -1))
          .map((m) => m.voucher),
      };
      return { tied };
    },
  });

  const list = async (url: string, cookie = fx.cookies.admin) => {
    const response = await fx.ctx.request({ method: 'GET', url, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.data as Row[];
  };

  describe.each(['sales', 'vouchers'] as const)('GET /%s?sort=customer:asc', (path) => {
    it('lists customers in Spanish order: accents folded, case ignored, ñ after n', async () => {
      const rows = await list(`/api/${path}?size=200&sort=customer:asc&q=quintan`);
      expect(rows.map((r) => r.customerName)).toEqual(SPANISH_ORDER);
      // The same order among every row of the list, and for the consultant who owns them.
      const everyRow = (await list(`/api/${path}?size=200&sort=customer:asc`)).map((r) => r.id);
      expect(everyRow.filter((id) => rows.some((r) => r.id === id))).toEqual(rows.map((r) => r.id));
      const own = (await list(`/api/${path}?size=200&sort=customer:asc`, fx.cookies.consultant)).map(
        (r) => r.id,
      );
      expect(own.filter((id) => rows.some((r) => r.id === id))).toEqual(rows.map((r) => r.id));
    });

    it('breaks ties between same-named customers newest first, then by id, page after page', async () => {
      const whole = (await list(`/api/${path}?size=200&sort=customer:asc&q=quintan`)).map((r) => r.id);
      expect(whole.filter((id) => fx.tied[path].includes(id))).toEqual(fx.tied[path]);
      for (const size of [1, 2, 3]) {
        const paged = await readPageByPage(
          fx.ctx,
          `/api/${path}?sort=customer:asc&q=quintan`,
          fx.cookies.admin,
          size,
        );
        expect(paged.ids, `size ${size}`).toEqual(whole);
      }
      // Unfiltered pages too (ids of the page first, display columns after).
      const all = (await list(`/api/${path}?size=200&sort=customer:asc`)).map((r) => r.id);
      const paged = await readPageByPage(fx.ctx, `/api/${path}?sort=customer:asc`, fx.cookies.admin, 7);
      expect(paged.ids).toEqual(all);
    });
  });

  it('orders names by the expressions of the customer name index (migration 011)', async () => {
    // Were name-order.ts and the index to drift apart, the lists would sort every row again.
    const plan = await fx.ctx.database.db.connection().execute(async (conn) => {
      await sql`set enable_seqscan = off`.execute(conn);
      await sql`set enable_sort = off`.execute(conn);
      try {
        const { rows } = await sql<Record<string, string>>`explain select c.id from clients c
          order by ${nameOrder('c.first_name')}, ${nameOrder('c.last_name')}, c.id limit 5`.execute(conn);
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      } finally {
        await sql`reset enable_seqscan`.execute(conn);
        await sql`reset enable_sort`.execute(conn);
      }
    });
    expect(plan).toContain('clients_name_order_idx');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
