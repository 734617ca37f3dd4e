// The capped counts of the sale, Dkbono and customer lists (docs/decisions.md, "Capped list
// counts"): past COUNT_CAP rows a page says "at least 10,000" and the pages known to exist; under
// it (a consultant's scope, a narrow filter) the count stays exact; size=all and the exports still
// count and carry every row. The rows past the cap are made in the database in one statement each.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { COUNT_CAP, type PageMeta } from '../../../domain/pagination.ts';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import { daysAgo, demoConsultant, demoSeasons } from '../sales/test-fixtures.ts';
import { apiFixture, userIdOf } from '../../test/api-fixture.ts';

/** Rows added past the cap to each list, for one customer of one consultant. */
const BULK = COUNT_CAP + 1;

describe.each(testDatabaseKinds())('capped list counts (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'consultant'],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const seasons = await demoSeasons(ctx);
      // The bulk belongs to the second consultant, so the first one's scope stays small.
      const { id: owner, zoneId: zone_id } = await demoConsultant(ctx, DEMO_EMAILS.CONSULTANT2);
      const bulkCustomer = (
        await db
          .insertInto('clients')
          .values({
            first_name: 'Capado',
            last_name: 'Masivo',
            zone_id,
            consultant_id: owner,
            status: 'ACTIVE',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await sql`
        insert into clients (first_name, last_name, zone_id, consultant_id, status)
        select 'Capado', 'Cliente ' || g, ${zone_id}, ${owner}, 'ACTIVE'
        from generate_series(1, ${BULK}) g`.execute(db);
      await sql`
        insert into sales (folio, season_id, client_id, consultant_id, sale_date, status, total)
        select 'V-CAP-' || g, ${seasons.open.id}, ${bulkCustomer}, ${owner}, ${daysAgo(1)}::date, 'ACTIVE', 100
        from generate_series(1, ${BULK}) g`.execute(db);
      await sql`
        insert into vouchers (folio, season_id, client_id, consultant_id, status, total)
        select 'D-CAP-' || g, ${seasons.open.id}, ${bulkCustomer}, ${owner}, 'PENDING', 100
        from generate_series(1, ${BULK}) g`.execute(db);
      const exact = {
        sales: await rowCount(db, 'sales'),
        clients: await rowCount(db, 'clients'),
        ownSales: Number(
          (
            await db
              .selectFrom('sales')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('consultant_id', '=', await userIdOf(ctx, DEMO_EMAILS.CONSULTANT))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      };
      return { bulkCustomer, exact };
    },
  });

  const page = async (url: string, cookie = fx.cookies.admin) => {
    const response = await fx.ctx.request({ method: 'GET', url, cookie });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as PageMeta & { data: { id: number }[] };
  };

  describe.each(['sales', 'vouchers', 'clients'] as const)('GET /%s', (path) => {
    it('says "at least 10,000" past the cap, with the page full', async () => {
      const first = await page(`/api/${path}?page=1&size=10`);
      expect(first.data).toHaveLength(10);
      expect(first).toMatchObject({
        countKind: 'atLeast',
        totalRecords: COUNT_CAP,
        totalPages: COUNT_CAP / 10,
      });
    });

    it('counts a narrow filter exactly', async () => {
      const narrow = { sales: 'q=V-CAP-77', vouchers: 'q=D-CAP-77', clients: 'q=Capado%20Masivo' }[path];
      // Folios *-CAP-77, 770–779 and 7700–7799 (111); one customer is named "Capado Masivo".
      const records = path === 'clients' ? 1 : 111;
      expect(await page(`/api/${path}?page=1&size=10&${narrow}`)).toMatchObject({
        countKind: 'exact',
        totalRecords: records,
        totalPages: Math.ceil(records / 10),
      });
    });
  });

  it('knows the pages past the cap that it has read, and no more', async () => {
    const last = Math.ceil(fx.exact.sales / 10);
    expect(last).toBeGreaterThan(COUNT_CAP / 10);
    // The page before the last is full and has a next one; the last has none.
    expect(await page(`/api/sales?page=${last - 1}&size=10`)).toMatchObject({
      countKind: 'atLeast',
      totalRecords: COUNT_CAP,
      totalPages: last,
    });
    const lastPage = await page(`/api/sales?page=${last}&size=10`);
    expect(lastPage.data).toHaveLength(fx.exact.sales - (last - 1) * 10);
    expect(lastPage.totalPages).toBe(last);
    // Past the end: no rows, and only the pages the capped count proves.
    const beyond = await page(`/api/sales?page=${last + 5}&size=10`);
    expect(beyond.data).toHaveLength(0);
    expect(beyond).toMatchObject({ countKind: 'atLeast', totalPages: COUNT_CAP / 10 });
  });

  it("counts a consultant's own scope exactly", async () => {
    const own = await page('/api/sales?page=1&size=10', fx.cookies.consultant);
    expect(own).toMatchObject({ countKind: 'exact', totalRecords: fx.exact.ownSales });
  });

  it('keeps size=all lookups counted exactly past the cap', async () => {
    const all = await page('/api/clients?size=all');
    expect(all.data).toHaveLength(COUNT_CAP);
    expect(all).toMatchObject({ countKind: 'exact', totalRecords: fx.exact.clients });
  });

  it('exports every row of a list past the cap', async () => {
    const response = await fx.ctx.request({
      method: 'GET',
      url: `/api/sales/export?format=csv&columns=folio&clientId=${fx.bulkCustomer}`,
      cookie: fx.cookies.admin,
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const lines = response.rawPayload.toString('utf8').trim().split(/\r?\n/);
    // The header, then one line per sale.
    expect(lines).toHaveLength(BULK + 1);
  });
});
