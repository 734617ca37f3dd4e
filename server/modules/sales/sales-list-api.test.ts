// Reading sales through the API: the scope of docs/design.md §6, the filters, sort and
// pagination of §4, deep pages and the search.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import {
  saleWorld,
  readPageByPage,
  daysAgo,
  saleLine,
  saleCalls,
  expectEverySortPaged,
  expectFolioOrCustomerSearch,
} from './test-fixtures.ts';
import { apiFixture } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('sales API: reading (%s)', (kind) => {
  const fx = apiFixture(kind, { prepare: saleWorld(500, ['open', 'future', 'past']) });
  const { get, saleCount, createSale } = saleCalls(fx);

  describe('scope of GET /sales and GET /sales/:id', () => {
    let saleId: number;
    beforeAll(async () => {
      saleId = (await createSale([saleLine(fx.product.id, 1)])).id;
    });

    it('is read in pages of at most 200: size=all is refused', async () => {
      for (const url of ['/api/sales?size=all', '/api/vouchers?size=all', '/api/sales?size=201']) {
        const response = await get(url, fx.cookies.admin);
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [
            {
              path: 'querystring.size',
              message: expect.stringMatching(/^El tamaño (de página debe|máximo es 200)/),
            },
          ],
        });
      }
    });

    it('shows a consultant only its own sales', async () => {
      const response = await get('/api/sales?size=200', fx.cookies.consultant);
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      const own = await fx.ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('consultant_id', '=', fx.consultantId)
        .executeTakeFirstOrThrow();
      expect(page.totalRecords).toBe(Number(own.n));
      expect(page.data.every((s: { consultantId: number }) => s.consultantId === fx.consultantId)).toBe(true);
      expect(page.data.map((s: { id: number }) => s.id)).toContain(saleId);
    });

    it("answers 404 for another consultant's sale, exactly like a missing one", async () => {
      const other = await get(`/api/sales/${saleId}`, fx.cookies.consultant2);
      const missing = await get('/api/sales/99999999', fx.cookies.consultant2);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    });

    it('shows the sale to its zone coordinator and supervisor, not to those of Noroeste', async () => {
      expect((await get(`/api/sales/${saleId}`, fx.cookies.coordinator)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, fx.cookies.supervisor)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, fx.cookies.admin)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
      expect((await get(`/api/sales/${saleId}`, fx.cookies.supervisorNoroeste)).statusCode).toBe(404);
      const noroeste = (
        await get(`/api/sales?size=200&q=${encodeURIComponent('V-')}`, fx.cookies.coordinatorNoroeste)
      ).json().data;
      expect(noroeste.data.map((s: { id: number }) => s.id)).not.toContain(saleId);
    });

    it("matches the coordinator's list with the sales of its zone's customers", async () => {
      const coordinator = await fx.ctx.database.db
        .selectFrom('users')
        .select('zone_id')
        .where('email', '=', DEMO_EMAILS.COORDINATOR)
        .executeTakeFirstOrThrow();
      const expected = await fx.ctx.database.db
        .selectFrom('sales as s')
        .innerJoin('clients as c', 'c.id', 's.client_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('c.zone_id', '=', coordinator.zone_id)
        .executeTakeFirstOrThrow();
      const page = (await get('/api/sales', fx.cookies.coordinator)).json().data;
      expect(page.totalRecords).toBe(Number(expected.n));
      expect(page.totalRecords).toBeGreaterThan(0);
    });

    it('refuses a farmer', async () => {
      const response = await get('/api/sales', fx.cookies.farmer);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /sales filters, sort and pagination', () => {
    it('pages with the metadata of docs/design.md §4', async () => {
      const page = (await get('/api/sales?page=2&size=5', fx.cookies.admin)).json().data;
      const total = await saleCount();
      expect(page).toMatchObject({ page: 2, size: 5, totalRecords: total, totalPages: Math.ceil(total / 5) });
      expect(page.data).toHaveLength(5);
    });

    it('sorts newest first by default and by total when asked', async () => {
      const byDate = (await get('/api/sales?size=50', fx.cookies.admin)).json().data.data as {
        saleDate: string;
      }[];
      const dates = byDate.map((s) => s.saleDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const byTotal = (await get('/api/sales?size=50&sort=total:asc', fx.cookies.admin)).json().data.data as {
        total: number;
      }[];
      const totals = byTotal.map((s) => s.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });

    it('filters by folio text, season, customer and dates, ignoring empty values', async () => {
      const day = daysAgo(30);
      const sale = await createSale([saleLine(fx.product.id, 1)], { saleDate: day });
      const byFolio = (
        await get(`/api/sales?q=${encodeURIComponent(` ${sale.folio} `)}&status=`, fx.cookies.consultant)
      ).json().data;
      expect(byFolio.data.map((s: { id: number }) => s.id)).toEqual([sale.id]);
      const byDay = (
        await get(`/api/sales?size=200&from=${day}&to=${day}&clientId=${fx.clientId}`, fx.cookies.consultant)
      ).json().data;
      expect(byDay.data.map((s: { id: number }) => s.id)).toContain(sale.id);
      expect(byDay.data.every((s: { saleDate: string; clientId: number }) => s.saleDate === day)).toBe(true);
      const otherSeason = (
        await get(`/api/sales?size=200&seasonId=${fx.seasons.past.id}`, fx.cookies.consultant)
      ).json().data;
      expect(otherSeason.data.every((s: { seasonId: number }) => s.seasonId === fx.seasons.past.id)).toBe(
        true,
      );
    });

    it('refuses an unknown sort', async () => {
      expect((await get('/api/sales?sort=random', fx.cookies.admin)).statusCode).toBe(400);
    });
  });

  describe('GET /sales deep pages and search', () => {
    interface Row {
      id: number;
      folio: string;
      saleDate: string;
      total: number;
      customerName: string;
    }
    const whole = async (query: string) => {
      const response = await get(`/api/sales?size=200&${query}`, fx.cookies.admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.data as Row[];
    };
    /** The documented order: the field, then date and id (in the date's direction when sorting by date, else newest first). */
    const inOrder = (a: Row, b: Row, sort: string) => {
      const byDateThenId = (direction: number) =>
        a.saleDate === b.saleDate
          ? (a.id - b.id) * direction < 0
          : (a.saleDate < b.saleDate ? -1 : 1) * direction < 0;
      if (sort === 'date:asc') return byDateThenId(1);
      if (sort === 'date:desc') return byDateThenId(-1);
      const direction = sort.endsWith(':asc') ? 1 : -1;
      return a.total === b.total ? byDateThenId(-1) : (a.total - b.total) * direction < 0;
    };
    let tied: number[];
    beforeAll(async () => {
      // Same day, same lines, same customer: they tie on every sort field but the folio.
      tied = [];
      for (let i = 0; i < 4; i += 1) {
        tied.push((await createSale([saleLine(fx.product.id, 2)], { saleDate: daysAgo(25) })).id);
      }
    });

    it('gives every page of every sort in the order of the whole list, ties broken by date and id', async () => {
      const wholeLists = await expectEverySortPaged<Row>(fx, '/api/sales', tied, {
        size: 4,
        morePagesThan: 5,
      });
      for (const [sort, rows] of wholeLists) {
        if (sort.startsWith('date') || sort.startsWith('total')) {
          for (let i = 1; i < rows.length; i += 1) {
            expect(inOrder(rows[i - 1] as Row, rows[i] as Row, sort), `${sort} at ${i}`).toBe(true);
          }
        }
      }
    });

    it('finds by q on the folio and on each part of the customer name, in any case', async () => {
      const sale = await createSale([saleLine(fx.product.id, 1)]);
      const customer = await expectFolioOrCustomerSearch(fx, '/api/sales', sale);
      const byName = await readPageByPage(
        fx.ctx,
        `/api/sales?q=${encodeURIComponent(customer.last_name)}&sort=total:desc`,
        fx.cookies.admin,
        2,
      );
      expect(byName.ids).toEqual(
        (await whole(`q=${encodeURIComponent(customer.last_name)}&sort=total:desc`)).map((r) => r.id),
      );
      expect(byName.pages).toBeGreaterThan(2);
      expect(new Set(byName.totals)).toEqual(new Set([byName.ids.length]));
    });
  });
});
