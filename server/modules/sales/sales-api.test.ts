// The sales API of issue 3 at the HTTP boundary: the rules of docs/design.md §8 and the scope of §6.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { SALE_SORTS } from '../../../domain/sales.ts';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { auditActions } from '../../test/audit.ts';
import { rowCount } from '../../test/row-count.ts';
import {
  activeClientOf,
  availableBags,
  containsText,
  cookiesFor,
  demoSeasons,
  newProduct,
  postVoucher,
  readPageByPage,
  daysAgo,
  saleLine,
  userIdOf,
  type DemoSeasons,
} from './test-fixtures.ts';

describe.each(testDatabaseKinds())('sales API (%s)', (kind) => {
  let ctx: TestContext;
  let seasons: DemoSeasons;
  const cookies: Record<string, string> = {};
  let consultantId: number;
  let clientId: number;
  let product: { id: number; code: string };

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    seasons = await demoSeasons(ctx);
    Object.assign(cookies, await cookiesFor(ctx));
    consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
    clientId = await activeClientOf(ctx, consultantId);
    product = await newProduct(ctx, [
      { seasonId: seasons.open.id, bags: 500 },
      { seasonId: seasons.future.id, bags: 500 },
      { seasonId: seasons.past.id, bags: 500 },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, cookie: string | undefined) => ctx.request({ method: 'GET', url, cookie });
  const post = (payload: object, cookie = cookies.consultant) =>
    ctx.request({ method: 'POST', url: '/api/sales', payload, cookie });
  const put = (id: number, payload: object, cookie = cookies.consultant) =>
    ctx.request({ method: 'PUT', url: `/api/sales/${id}`, payload, cookie });
  const del = (id: number, cookie = cookies.consultant) =>
    ctx.request({ method: 'DELETE', url: `/api/sales/${id}`, cookie });
  const saleOf = (items: object[], extra: object = {}) => ({
    seasonId: seasons.open.id,
    clientId,
    items,
    ...extra,
  });
  const saleCount = () => rowCount(ctx.database.db, 'sales');
  const createSale = async (items: object[], extra: object = {}) => {
    const response = await post(saleOf(items, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; folio: string; version: number; total: number };
  };

  describe('POST /sales', () => {
    it('stores the sale with totals computed in cents by the server and answers its detail', async () => {
      const response = await post(
        saleOf(
          [saleLine(product.id, 3, 1234.56, 0.1), { ...saleLine(product.id, 3, 0.1), investment: 99.99 }],
          {
            notes: '  Entrega en bodega  ',
          },
        ),
      );
      expect(response.statusCode, response.body).toBe(201);
      const sale = response.json().data;
      const year = mexicoCityDay().slice(0, 4);
      expect(sale).toMatchObject({
        folio: expect.stringMatching(new RegExp(`^V-${year}-\\d{6}$`)),
        saleDate: mexicoCityDay(),
        clientId,
        consultantId,
        seasonId: seasons.open.id,
        seasonName: seasons.open.name,
        status: 'ACTIVE',
        voucherId: null,
        notes: 'Entrega en bodega',
        version: 1,
        seasonIsOpen: true,
        total: 3703.88,
      });
      expect(sale.items).toEqual([
        expect.objectContaining({
          productId: product.id,
          productCode: product.code,
          quantity: 3,
          total: 3703.58,
        }),
        expect.objectContaining({ quantity: 3, basePrice: 0.1, total: 0.3, investment: 99.99, hectares: 2 }),
      ]);
      const stored = await ctx.database.db
        .selectFrom('sales')
        .select(['total', 'consultant_id'])
        .where('id', '=', sale.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ total: '3703.88', consultant_id: consultantId });
    });

    it('stores hectares and yield not given, or sent empty, as not given (null), never as 0', async () => {
      const { hectares: _h, productYield: _y, ...bare } = saleLine(product.id, 2);
      const sale = await createSale([bare, { ...bare, hectares: null, productYield: '' }]);
      const detail = (await get(`/api/sales/${sale.id}`, cookies.consultant)).json().data;
      expect(detail.items).toEqual([
        expect.objectContaining({ hectares: null, productYield: null }),
        expect.objectContaining({ hectares: null, productYield: null }),
      ]);
      const stored = await ctx.database.db
        .selectFrom('sale_items')
        .select(['hectares', 'product_yield'])
        .where('sale_id', '=', sale.id)
        .execute();
      expect(stored).toEqual([
        { hectares: null, product_yield: null },
        { hectares: null, product_yield: null },
      ]);
    });

    it('writes the creation to the audit log', async () => {
      const sale = await createSale([saleLine(product.id, 1)]);
      const entries = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity', '=', 'sale')
        .where('entity_id', '=', String(sale.id))
        .execute();
      expect(entries).toEqual([{ action: 'sales.create', actor_user_id: consultantId }]);
    });

    it('ignores owner, status, folio, totals and version sent in the body', async () => {
      const otherConsultant = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT2);
      const response = await post(
        saleOf([{ ...saleLine(product.id, 2, 100), total: 1 }], {
          consultantId: otherConsultant,
          status: 'CANCELLED',
          folio: 'V-1999-000001',
          total: 1,
          version: 77,
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ consultantId, status: 'ACTIVE', total: 200, version: 1 });
      expect(response.json().data.folio).not.toBe('V-1999-000001');
    });

    it('continues the folio sequence from the highest folio of the year', async () => {
      const year = mexicoCityDay().slice(0, 4);
      const first = await createSale([saleLine(product.id, 1)]);
      await ctx.database.db
        .updateTable('sales')
        .set({ folio: `V-${year}-009000` })
        .where('id', '=', first.id)
        .execute();
      const next = await createSale([saleLine(product.id, 1)]);
      expect(next.folio).toBe(`V-${year}-009001`);
    });

    it('refuses a closed season and a season that has not started, saving nothing', async () => {
      const before = await saleCount();
      const closed = await post(saleOf([saleLine(product.id, 1)], { seasonId: seasons.past.id }));
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${seasons.past.name} está cerrada para ventas.`,
      });
      const upcoming = await ctx.database.db
        .insertInto('seasons')
        .values({ name: `PRÓXIMA-${kind}`, start_date: '2099-03-01', end_date: '2099-09-30', is_open: true })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      const future = await post(saleOf([saleLine(product.id, 1)], { seasonId: upcoming.id }));
      expect(future.statusCode).toBe(409);
      expect(future.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${upcoming.name} aún no empieza: inicia el 01/03/99.`,
      });
      expect(await saleCount()).toBe(before);
    });

    it("refuses another consultant's customer and an inactive customer", async () => {
      const otherClient = await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2);
      const foreign = await post(saleOf([saleLine(product.id, 1)], { clientId: otherClient }));
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'clientId', message: 'Elige uno de tus clientes.' }],
      });
      const inactive = await activeClientOf(ctx, consultantId, 5);
      await ctx.database.db
        .updateTable('clients')
        .set({ status: 'INACTIVE' })
        .where('id', '=', inactive)
        .execute();
      const refused = await post(saleOf([saleLine(product.id, 1)], { clientId: inactive }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('CONFLICT');
      expect(refused.json().message).toMatch(/^El cliente .+ no está activo\.$/);
    });

    it('refuses a disabled product, pointing at its line', async () => {
      const disabled = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 100 }], { enabled: false });
      const response = await post(saleOf([saleLine(product.id, 1), saleLine(disabled.id, 1)]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'PRODUCT_DISABLED',
        message: `El producto ${disabled.code} no está habilitado para la venta.`,
        details: [{ path: 'items.1.productId', message: 'El producto no está habilitado.' }],
      });
    });

    it('refuses more bags than are left, counting Dkbono reservations, and names product, season and what is left', async () => {
      const scarce = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 20 }]);
      const voucher = await postVoucher(ctx, cookies.consultant, {
        seasonId: seasons.open.id,
        clientId,
        items: [{ productId: scarce.id, quantity: 8, basePrice: 10 }],
      });
      expect(voucher.statusCode, voucher.body).toBe(201);
      const before = await saleCount();
      const response = await post(saleOf([saleLine(product.id, 1), saleLine(scarce.id, 30)]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'INSUFFICIENT_INVENTORY',
        message: `No hay inventario suficiente de ${scarce.code} en ${seasons.open.name}: pediste 30 bolsas y quedan 12.`,
        details: [
          {
            path: 'items.1.quantity',
            message: `No hay inventario suficiente de ${scarce.code} en ${seasons.open.name}: pediste 30 bolsas y quedan 12.`,
          },
        ],
      });
      expect(await saleCount()).toBe(before);
      await createSale([saleLine(scarce.id, 12)]);
      expect(await availableBags(ctx, seasons.open.id, scarce.id)).toBe(0);
      const exhausted = await post(saleOf([saleLine(scarce.id, 1)]));
      expect(exhausted.json().message).toBe(
        `No hay inventario suficiente de ${scarce.code} en ${seasons.open.name}: pediste 1 bolsa y quedan 0.`,
      );
    });

    it('lets only consultants create sales', async () => {
      for (const cookie of [cookies.admin, cookies.coordinator, cookies.supervisor, cookies.farmer]) {
        const response = await post(saleOf([saleLine(product.id, 1)]), cookie);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    });

    it('refuses a sale dated before its season starts or after today, naming the range', async () => {
      const { start_date: start } = await ctx.database.db
        .selectFrom('seasons')
        .select('start_date')
        .where('id', '=', seasons.open.id)
        .executeTakeFirstOrThrow();
      const dayBeforeStart = new Date(Date.parse(`${start}T12:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10);
      const range = `Elige una fecha entre el ${shortDay(start)} y el ${shortDay(mexicoCityDay())}.`;
      const before = await ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const cases = [
        {
          saleDate: daysAgo(-1),
          message: 'La fecha de la venta no puede ser posterior a hoy.',
          detail: range,
        },
        {
          saleDate: dayBeforeStart,
          message: `La fecha de la venta no puede ser anterior al inicio de la temporada ${seasons.open.name} (${shortDay(start)}).`,
          detail: range,
        },
        { saleDate: '0001-01-01', message: 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.' },
        { saleDate: '9999-12-31', message: 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.' },
      ];
      for (const { saleDate, message, detail } of cases) {
        const response = await post(saleOf([saleLine(product.id, 1)], { saleDate }));
        expect(response.statusCode, saleDate).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          ...(detail ? { message } : {}),
          details: [{ path: 'saleDate', message: detail ?? message }],
        });
      }
      const after = await ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
      const first = await post(saleOf([saleLine(product.id, 1)], { saleDate: start }));
      expect(first.statusCode, first.body).toBe(201);
    });

    it('answers 400 with field details for an invalid body', async () => {
      const response = await post({ seasonId: seasons.open.id, clientId, items: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('scope of GET /sales and GET /sales/:id', () => {
    let saleId: number;
    beforeAll(async () => {
      saleId = (await createSale([saleLine(product.id, 1)])).id;
    });

    it('is read in pages of at most 200: size=all is refused (issue 13)', async () => {
      for (const url of ['/api/sales?size=all', '/api/vouchers?size=all', '/api/sales?size=201']) {
        const response = await get(url, cookies.admin);
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
      const response = await get('/api/sales?size=200', cookies.consultant);
      expect(response.statusCode).toBe(200);
      const page = response.json().data;
      const own = await ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('consultant_id', '=', consultantId)
        .executeTakeFirstOrThrow();
      expect(page.totalRecords).toBe(Number(own.n));
      expect(page.data.every((s: { consultantId: number }) => s.consultantId === consultantId)).toBe(true);
      expect(page.data.map((s: { id: number }) => s.id)).toContain(saleId);
    });

    it("answers 404 for another consultant's sale, exactly like a missing one", async () => {
      const other = await get(`/api/sales/${saleId}`, cookies.consultant2);
      const missing = await get('/api/sales/99999999', cookies.consultant2);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    });

    it('shows the sale to its zone coordinator and supervisor, not to those of Noroeste', async () => {
      expect((await get(`/api/sales/${saleId}`, cookies.coordinator)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, cookies.supervisor)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, cookies.admin)).statusCode).toBe(200);
      expect((await get(`/api/sales/${saleId}`, cookies.coordinatorNoroeste)).statusCode).toBe(404);
      expect((await get(`/api/sales/${saleId}`, cookies.supervisorNoroeste)).statusCode).toBe(404);
      const noroeste = (
        await get(`/api/sales?size=200&q=${encodeURIComponent('V-')}`, cookies.coordinatorNoroeste)
      ).json().data;
      expect(noroeste.data.map((s: { id: number }) => s.id)).not.toContain(saleId);
    });

    it("matches the coordinator's list with the sales of its zone's customers", async () => {
      const coordinator = await ctx.database.db
        .selectFrom('users')
        .select('zone_id')
        .where('email', '=', DEMO_EMAILS.COORDINATOR)
        .executeTakeFirstOrThrow();
      const expected = await ctx.database.db
        .selectFrom('sales as s')
        .innerJoin('clients as c', 'c.id', 's.client_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('c.zone_id', '=', coordinator.zone_id)
        .executeTakeFirstOrThrow();
      const page = (await get('/api/sales', cookies.coordinator)).json().data;
      expect(page.totalRecords).toBe(Number(expected.n));
      expect(page.totalRecords).toBeGreaterThan(0);
    });

    it('refuses a farmer', async () => {
      const response = await get('/api/sales', cookies.farmer);
      expect(response.statusCode).toBe(403);
    });
  });

  describe('GET /sales filters, sort and pagination', () => {
    it('pages with the metadata of docs/design.md §4', async () => {
      const page = (await get('/api/sales?page=2&size=5', cookies.admin)).json().data;
      const total = await saleCount();
      expect(page).toMatchObject({ page: 2, size: 5, totalRecords: total, totalPages: Math.ceil(total / 5) });
      expect(page.data).toHaveLength(5);
    });

    it('sorts newest first by default and by total when asked', async () => {
      const byDate = (await get('/api/sales?size=50', cookies.admin)).json().data.data as {
        saleDate: string;
      }[];
      const dates = byDate.map((s) => s.saleDate);
      expect(dates).toEqual([...dates].sort().reverse());
      const byTotal = (await get('/api/sales?size=50&sort=total:asc', cookies.admin)).json().data.data as {
        total: number;
      }[];
      const totals = byTotal.map((s) => s.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    });

    it('filters by folio text, season, customer and dates, ignoring empty values', async () => {
      const day = daysAgo(30);
      const sale = await createSale([saleLine(product.id, 1)], { saleDate: day });
      const byFolio = (
        await get(`/api/sales?q=${encodeURIComponent(` ${sale.folio} `)}&status=`, cookies.consultant)
      ).json().data;
      expect(byFolio.data.map((s: { id: number }) => s.id)).toEqual([sale.id]);
      const byDay = (
        await get(`/api/sales?size=200&from=${day}&to=${day}&clientId=${clientId}`, cookies.consultant)
      ).json().data;
      expect(byDay.data.map((s: { id: number }) => s.id)).toContain(sale.id);
      expect(byDay.data.every((s: { saleDate: string; clientId: number }) => s.saleDate === day)).toBe(true);
      const otherSeason = (
        await get(`/api/sales?size=200&seasonId=${seasons.past.id}`, cookies.consultant)
      ).json().data;
      expect(otherSeason.data.every((s: { seasonId: number }) => s.seasonId === seasons.past.id)).toBe(true);
    });

    it('refuses an unknown sort', async () => {
      expect((await get('/api/sales?sort=random', cookies.admin)).statusCode).toBe(400);
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
      const response = await get(`/api/sales?size=200&${query}`, cookies.admin);
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
        tied.push((await createSale([saleLine(product.id, 2)], { saleDate: daysAgo(25) })).id);
      }
    });

    it('gives every page of every sort in the order of the whole list, ties broken by date and id', async () => {
      for (const sort of SALE_SORTS) {
        const rows = await whole(`sort=${sort}`);
        const ids = rows.map((r) => r.id);
        const paged = await readPageByPage(ctx, `/api/sales?sort=${sort}`, cookies.admin, 4);
        expect(paged.pages, sort).toBeGreaterThan(5);
        expect(paged.ids, sort).toEqual(ids);
        expect(new Set(paged.totals), sort).toEqual(new Set([ids.length]));
        if (sort.startsWith('date') || sort.startsWith('total')) {
          for (let i = 1; i < rows.length; i += 1) {
            expect(inOrder(rows[i - 1] as Row, rows[i] as Row, sort), `${sort} at ${i}`).toBe(true);
          }
        }
        if (!sort.startsWith('folio')) {
          const ascending = [...tied].sort((a, b) => a - b);
          const expected = sort === 'date:asc' ? ascending : ascending.reverse();
          expect(
            ids.filter((id) => tied.includes(id)),
            sort,
          ).toEqual(expected);
        }
      }
    });

    it('finds by q on the folio and on each part of the customer name, in any case', async () => {
      const customer = await ctx.database.db
        .selectFrom('clients')
        .select(['first_name', 'last_name'])
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow();
      const sale = await createSale([saleLine(product.id, 1)]);
      const everything = await whole('');
      const searches = [
        sale.folio,
        sale.folio.toLowerCase(),
        customer.first_name,
        customer.last_name,
        `${customer.first_name} ${customer.last_name}`,
        customer.last_name.replace(/[a-z]/g, (c) => c.toUpperCase()),
      ];
      for (const q of searches) {
        const found = (await whole(`q=${encodeURIComponent(q)}`)).map((r) => r.id);
        const expected = everything
          .filter((r) => containsText(r.folio, q) || containsText(r.customerName, q))
          .map((r) => r.id);
        expect(found, q).toEqual(expected);
        // A page (ids collected first) agrees with the whole list (tested row by row).
        const page = (await get(`/api/sales?size=200&q=${encodeURIComponent(q)}`, cookies.admin)).json().data;
        expect(
          page.data.map((r: Row) => r.id),
          q,
        ).toEqual(expected);
        expect(page.totalRecords, q).toBe(expected.length);
        expect(found, q).toContain(sale.id);
      }
      const byName = await readPageByPage(
        ctx,
        `/api/sales?q=${encodeURIComponent(customer.last_name)}&sort=total:desc`,
        cookies.admin,
        2,
      );
      expect(byName.ids).toEqual(
        (await whole(`q=${encodeURIComponent(customer.last_name)}&sort=total:desc`)).map((r) => r.id),
      );
      expect(byName.pages).toBeGreaterThan(2);
      expect(new Set(byName.totals)).toEqual(new Set([byName.ids.length]));
      const none = (await get('/api/sales?q=zzz-sin-coincidencias', cookies.admin)).json().data;
      expect(none).toMatchObject({ data: [], totalRecords: 0, totalPages: 0 });
    });
  });

  describe('PUT /sales/:id', () => {
    it('lets the owner rewrite the sale, bumping the version and recomputing totals', async () => {
      const sale = await createSale([saleLine(product.id, 2, 100)]);
      const response = await put(sale.id, { ...saleOf([saleLine(product.id, 4, 100, 50)]), version: 1 });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        version: 2,
        total: 350,
        items: [expect.objectContaining({ quantity: 4 })],
      });
      expect(await auditActions(ctx.database.db, 'sale', sale.id)).toEqual(['sales.create', 'sales.update']);
    });

    it('refuses a stale version with RECORD_CHANGED', async () => {
      const sale = await createSale([saleLine(product.id, 1)]);
      expect((await put(sale.id, { ...saleOf([saleLine(product.id, 2)]), version: 1 })).statusCode).toBe(200);
      const stale = await put(sale.id, { ...saleOf([saleLine(product.id, 3)]), version: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('RECORD_CHANGED');
    });

    it('keeps the notes and the day an edit leaves out, and clears the notes with an empty text', async () => {
      const sale = await createSale([saleLine(product.id, 1)], { notes: 'Entrega en bodega' });
      const stored = async () =>
        ctx.database.db
          .selectFrom('sales')
          .select(['notes', sql<string>`to_char(sale_date, 'YYYY-MM-DD')`.as('day')])
          .where('id', '=', sale.id)
          .executeTakeFirstOrThrow();
      const before = await stored();
      const kept = await put(sale.id, { ...saleOf([saleLine(product.id, 2)]), version: 1 });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(await stored()).toEqual(before);
      const cleared = await put(sale.id, { ...saleOf([saleLine(product.id, 2)]), notes: '', version: 2 });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await stored()).toEqual({ ...before, notes: null });
    });

    it('re-checks inventory only for the bags added', async () => {
      const ten = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 10 }]);
      const sale = await createSale([saleLine(ten.id, 8)]);
      const grown = await put(sale.id, { ...saleOf([saleLine(ten.id, 10)]), version: 1 }, cookies.admin);
      expect(grown.statusCode, grown.body).toBe(200);
      const tooMany = await put(sale.id, { ...saleOf([saleLine(ten.id, 11)]), version: 2 }, cookies.admin);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json().message).toBe(
        `No hay inventario suficiente de ${ten.code} en ${seasons.open.name}: pediste 11 bolsas y quedan 10.`,
      );
      await ctx.database.db
        .updateTable('inventory')
        .set({ allocated: 5 })
        .where('product_id', '=', ten.id)
        .execute();
      const unchanged = await put(sale.id, { ...saleOf([saleLine(ten.id, 10, 900)]), version: 2 });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
    });

    it("refuses another consultant's customer, in words that fit who edits", async () => {
      const sale = await createSale([saleLine(product.id, 1)]);
      const foreign = await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2);
      const body = { ...saleOf([saleLine(product.id, 1)], { clientId: foreign }), version: 1 };
      const byAdmin = await put(sale.id, body, cookies.admin);
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
      const sale = await createSale([saleLine(product.id, 1)]);
      const body = { ...saleOf([saleLine(product.id, 2)]), version: 1 };
      expect((await put(sale.id, body, cookies.consultant2)).statusCode).toBe(404);
      expect((await put(sale.id, body, cookies.coordinator)).statusCode).toBe(403);
      expect((await put(sale.id, body, cookies.supervisor)).statusCode).toBe(403);
      expect((await put(sale.id, body, cookies.admin)).statusCode).toBe(200);
    });
  });

  describe('DELETE /sales/:id', () => {
    it('removes the sale and returns its bags to inventory', async () => {
      const bags = await newProduct(ctx, [{ seasonId: seasons.open.id, bags: 30 }]);
      const sale = await createSale([saleLine(bags.id, 30)]);
      expect(await availableBags(ctx, seasons.open.id, bags.id)).toBe(0);
      expect((await del(sale.id, cookies.consultant2)).statusCode).toBe(404);
      expect((await del(sale.id, cookies.supervisor)).statusCode).toBe(403);
      const response = await del(sale.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      expect(await availableBags(ctx, seasons.open.id, bags.id)).toBe(30);
      expect((await get(`/api/sales/${sale.id}`, cookies.consultant)).statusCode).toBe(404);
      expect(await auditActions(ctx.database.db, 'sale', sale.id)).toEqual(['sales.create', 'sales.delete']);
    });

    it("never issues a deleted sale's folio again, not even after the newest sale is deleted", async () => {
      const number = (folio: string) => Number(folio.split('-')[2]);
      const newest = await createSale([saleLine(product.id, 1)]);
      expect((await del(newest.id)).statusCode).toBe(200);
      const next = await createSale([saleLine(product.id, 1)]);
      expect(next.folio).not.toBe(newest.folio);
      expect(number(next.folio)).toBe(number(newest.folio) + 1);
      expect((await del(next.id)).statusCode).toBe(200);
      const after = await createSale([saleLine(product.id, 1)]);
      expect(number(after.folio)).toBe(number(newest.folio) + 2);
    });

    it('makes a closed season read-only: no edits, no deletions', async () => {
      const db = ctx.database.db;
      const season = await db
        .insertInto('seasons')
        .values({ name: `PRUEBA-${kind}`, start_date: '2026-01-01', end_date: '2026-12-31', is_open: true })
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      const seeds = await newProduct(ctx, [{ seasonId: season.id, bags: 10 }]);
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
      const removal = await del(sale.id, cookies.admin);
      expect(removal.statusCode).toBe(409);
      expect(removal.json().code).toBe('SEASON_CLOSED');
      const detail = (await get(`/api/sales/${sale.id}`, cookies.consultant)).json().data;
      expect(detail.seasonIsOpen).toBe(false);
      const count = await sql<{
        n: number;
      }>`select count(*)::int as n from sale_items where sale_id = ${sale.id}`.execute(db);
      expect(count.rows[0]?.n).toBe(1);
    });
  });
});
