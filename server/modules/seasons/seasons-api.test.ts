// Seasons at the HTTP boundary: the list every staff role sees, registering and updating
// by Admin and Coordinator, the detail with its inventory totals, and what closing a season does.
import { describe, expect, it } from 'vitest';
import { DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { mexicoCityDay, shortDay } from '../../../domain/days.ts';
import { activeClientOf, demoSeasons, newProduct, saleLine } from '../sales/test-fixtures.ts';
import { apiFixture, userIdOf, expectStaleEditRefused, auditTrailOf } from '../../test/api-fixture.ts';
import { CATALOG_CALLERS, catalogCalls } from '../products/test-fixtures.ts';

const addDays = (day: string, days: number) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('seasons API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: CATALOG_CALLERS,
    prepare: async (ctx) => ({ seasons: await demoSeasons(ctx) }),
  });
  const call = catalogCalls(fx);
  let counter = 0;
  const today = mexicoCityDay();

  const seasonBody = (extra: object = {}) => {
    counter += 1;
    return {
      name: `T-${process.pid}-${counter}`,
      startDate: addDays(today, -10),
      endDate: addDays(today, 150),
      isOpen: true,
      isVoucherOpen: false,
      ...extra,
    };
  };
  const create = async (extra: object = {}, cookie = fx.cookies.admin) => {
    const response = await call('POST', '/seasons', cookie, seasonBody(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; name: string; startDate: string; endDate: string };
  };

  /** The consultant's DKbono for the customer in the season: one line of the product at $100 a bag. */
  const reserve = (seasonId: number, clientId: number, productId: number, quantity: number) =>
    call('POST', '/vouchers', fx.cookies.consultant, {
      seasonId,
      clientId,
      items: [{ productId, quantity, basePrice: 100, discount: 0 }],
    });

  describe('GET /seasons', () => {
    it('shows every season to every staff role and refuses farmers', async () => {
      const { n } = await fx.ctx.database.db
        .selectFrom('seasons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      for (const role of ['admin', 'coordinator', 'supervisor', 'consultant'] as const) {
        const response = await call('GET', '/seasons?size=all', fx.cookies[role]);
        expect(response.statusCode, role).toBe(200);
        expect(response.json().data.totalRecords, role).toBe(Number(n));
      }
      expect((await call('GET', '/seasons', fx.cookies.farmer)).statusCode).toBe(403);
    });

    it('keeps the lookup of the sale forms: open for sales, open for Dkbonos', async () => {
      const open = (await call('GET', '/seasons?page=1&size=all&isOpen=true', fx.cookies.consultant)).json()
        .data;
      expect((open.data as { id: number }[]).map((s) => s.id)).toContain(fx.seasons.open.id);
      expect((open.data as { isOpen: boolean }[]).every((s) => s.isOpen)).toBe(true);
      const vouchers = (
        await call('GET', '/seasons?page=1&size=all&isVoucherOpen=true', fx.cookies.consultant)
      ).json().data;
      expect((vouchers.data as { id: number }[]).map((s) => s.id)).toEqual(
        expect.arrayContaining([fx.seasons.open.id, fx.seasons.future.id]),
      );
      expect((vouchers.data as { id: number }[]).map((s) => s.id)).not.toContain(fx.seasons.past.id);
    });

    it('searches by name and sorts by name or start date', async () => {
      const tag = `Orden-${process.pid}`;
      const later = await create({
        name: `${tag} B`,
        startDate: addDays(today, 5),
        endDate: addDays(today, 9),
      });
      const earlier = await create({
        name: `${tag} A`,
        startDate: addDays(today, 1),
        endDate: addDays(today, 9),
      });
      const ids = async (query: string) =>
        (
          (await call('GET', `/seasons?q=${encodeURIComponent(tag.toLowerCase())}&${query}`)).json().data
            .data as {
            id: number;
          }[]
        ).map((s) => s.id);
      expect(await ids('sort=name:asc')).toEqual([earlier.id, later.id]);
      expect(await ids('sort=name:desc')).toEqual([later.id, earlier.id]);
      expect(await ids('sort=startDate:asc')).toEqual([earlier.id, later.id]);
      expect(await ids('')).toEqual([later.id, earlier.id]);
      expect((await call('GET', '/seasons?sort=fecha')).statusCode).toBe(400);
    });
  });

  describe('POST /seasons', () => {
    it('registers a season for Admin and Coordinator, audited', async () => {
      const body = seasonBody({ name: '  OI-2099-2100  ', isVoucherOpen: true });
      const response = await call('POST', '/seasons', fx.cookies.coordinator, body);
      expect(response.statusCode, response.body).toBe(201);
      const season = response.json().data;
      expect(season).toMatchObject({
        name: 'OI-2099-2100',
        startDate: body.startDate,
        endDate: body.endDate,
        isOpen: true,
        isVoucherOpen: true,
        totals: { products: 0, allocated: 0, sold: 0, reserved: 0, available: 0 },
        salesCount: 0,
        vouchersCount: 0,
      });
      const audit = await auditTrailOf(fx.ctx, 'season', season.id, ['action', 'actor_user_id']);
      expect(audit).toEqual([
        { action: 'seasons.create', actor_user_id: await userIdOf(fx.ctx, DEMO_EMAILS.COORDINATOR) },
      ]);
    });

    it('refuses a name already taken, whatever its capitals', async () => {
      const response = await call(
        'POST',
        '/seasons',
        fx.cookies.admin,
        seasonBody({ name: fx.seasons.open.name.toLowerCase() }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        details: [{ path: 'name', message: 'Ya existe una temporada con este nombre.' }],
      });
    });

    it('refuses an end before the start and bad dates with field messages', async () => {
      const reversed = await call(
        'POST',
        '/seasons',
        fx.cookies.admin,
        seasonBody({ startDate: addDays(today, 10), endDate: addDays(today, 9) }),
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().details).toEqual([
        { path: 'endDate', message: 'La fecha de fin no puede ser anterior a la de inicio.' },
      ]);
      const bad = await call('POST', '/seasons', fx.cookies.admin, {
        name: 'X',
        startDate: '2026-02-30',
        isOpen: 'quizá',
      });
      expect(bad.statusCode).toBe(400);
      expect((bad.json().details as { path: string }[]).map((d) => d.path).sort()).toEqual(
        ['endDate', 'isOpen', 'name', 'startDate'].sort(),
      );
    });

    it('is refused to supervisors, consultants and farmers', async () => {
      for (const role of ['supervisor', 'consultant', 'farmer'] as const) {
        expect((await call('POST', '/seasons', fx.cookies[role], seasonBody())).statusCode, role).toBe(403);
      }
    });
  });

  describe('PUT /seasons/{id} and GET /seasons/{id}', () => {
    it('updates the season and answers its detail with inventory totals', async () => {
      const season = await create();
      const product = await newProduct(fx.ctx, [{ seasonId: season.id, bags: 40 }]);
      const updated = await call('PUT', `/seasons/${season.id}`, fx.cookies.admin, {
        name: `${season.name} bis`,
        startDate: season.startDate,
        endDate: addDays(season.endDate, 30),
        isOpen: true,
        isVoucherOpen: true,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().data).toMatchObject({
        name: `${season.name} bis`,
        endDate: addDays(season.endDate, 30),
        isVoucherOpen: true,
        totals: { products: 1, allocated: 40, sold: 0, reserved: 0, available: 40 },
      });
      const consultantId = await userIdOf(fx.ctx, DEMO_EMAILS.CONSULTANT);
      const clientId = await activeClientOf(fx.ctx, consultantId);
      const sale = await call('POST', '/sales', fx.cookies.consultant, {
        seasonId: season.id,
        clientId,
        items: [saleLine(product.id, 3)],
      });
      expect(sale.statusCode, sale.body).toBe(201);
      const voucher = await reserve(season.id, clientId, product.id, 5);
      expect(voucher.statusCode, voucher.body).toBe(201);
      const detail = await call('GET', `/seasons/${season.id}`, fx.cookies.coordinator);
      expect(detail.json().data).toMatchObject({
        totals: { products: 1, allocated: 40, sold: 3, reserved: 5, available: 32 },
        salesCount: 1,
        vouchersCount: 1,
      });
    });

    it('closing a season makes its sales read-only', async () => {
      const season = await create();
      const product = await newProduct(fx.ctx, [{ seasonId: season.id, bags: 10 }]);
      const clientId = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT);
      const created = await call('POST', '/sales', fx.cookies.consultant, {
        seasonId: season.id,
        clientId,
        items: [saleLine(product.id, 2)],
      });
      expect(created.statusCode, created.body).toBe(201);
      const sale = created.json().data as { id: number; version: number };

      const closed = await call('PUT', `/seasons/${season.id}`, fx.cookies.coordinator, {
        name: season.name,
        startDate: season.startDate,
        endDate: season.endDate,
        isOpen: false,
        isVoucherOpen: false,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().data.isOpen).toBe(false);

      const edit = await call('PUT', `/sales/${sale.id}`, fx.cookies.admin, {
        seasonId: season.id,
        clientId,
        items: [saleLine(product.id, 1)],
        version: sale.version,
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toMatchObject({
        code: 'SEASON_CLOSED',
        message: `La temporada ${season.name} está cerrada: ya no se puede modificar la venta.`,
      });
      expect((await call('DELETE', `/sales/${sale.id}`, fx.cookies.consultant)).json().code).toBe(
        'SEASON_CLOSED',
      );
      const newSale = await call('POST', '/sales', fx.cookies.consultant, {
        seasonId: season.id,
        clientId,
        items: [saleLine(product.id, 1)],
      });
      expect(newSale.json().code).toBe('SEASON_CLOSED');
    });

    it('refuses new dates that would leave a sale, DKbono or payment outside, saying what fits', async () => {
      const season = await create({ isVoucherOpen: true });
      const product = await newProduct(fx.ctx, [{ seasonId: season.id, bags: 40 }]);
      const clientId = await activeClientOf(fx.ctx, DEMO_EMAILS.CONSULTANT);
      for (const saleDate of [addDays(today, -5), addDays(today, -3)]) {
        const sale = await call('POST', '/sales', fx.cookies.consultant, {
          seasonId: season.id,
          clientId,
          saleDate,
          items: [saleLine(product.id, 1)],
        });
        expect(sale.statusCode, sale.body).toBe(201);
      }
      const voucher = await reserve(season.id, clientId, product.id, 1);
      expect(voucher.statusCode, voucher.body).toBe(201);
      const paid = await call('PUT', `/vouchers/${voucher.json().data.id}/payments`, fx.cookies.consultant, {
        version: voucher.json().data.version,
        payments: [{ date: today, amount: 50, method: 'EFECTIVO' }],
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const move = (dates: { startDate?: string; endDate?: string }) =>
        call('PUT', `/seasons/${season.id}`, fx.cookies.coordinator, {
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          isOpen: true,
          isVoucherOpen: true,
          ...dates,
        });
      const fits = `Las fechas deben incluir del ${shortDay(addDays(today, -5))} al ${shortDay(today)}.`;

      const later = await move({ startDate: addDays(today, -4) });
      expect(later.statusCode, later.body).toBe(409);
      expect(later.json()).toMatchObject({
        code: 'CONFLICT',
        message: `No se pueden cambiar las fechas: 1 venta quedaría fuera de la temporada. ${fits}`,
        details: [
          { path: 'startDate', message: `Elige el ${shortDay(addDays(today, -5))} o una fecha anterior.` },
        ],
      });
      const earlier = await move({ startDate: addDays(today, -40), endDate: addDays(today, -4) });
      expect(earlier.statusCode, earlier.body).toBe(409);
      expect(earlier.json()).toMatchObject({
        message: `No se pueden cambiar las fechas: 1 venta, 1 DKbono y 1 pago quedarían fuera de la temporada. ${fits}`,
        details: [{ path: 'endDate', message: `Elige el ${shortDay(today)} o una fecha posterior.` }],
      });
      const stored = await fx.ctx.database.db
        .selectFrom('seasons')
        .select(['start_date', 'end_date'])
        .where('id', '=', season.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ start_date: season.startDate, end_date: season.endDate });

      // The narrowest dates that still hold every record are taken.
      const tight = await move({ startDate: addDays(today, -5), endDate: today });
      expect(tight.statusCode, tight.body).toBe(200);
    });

    it('keeps what an edit leaves out (an open season stays open) and refuses a stale version', async () => {
      const season = await create();
      const opened = await call('PUT', `/seasons/${season.id}`, fx.cookies.admin, {
        isOpen: true,
        isVoucherOpen: true,
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const read = opened.json().data;
      // Only the name: the dates stay and the season stays open for sales and Dkbonos.
      const renamed = await call('PUT', `/seasons/${season.id}`, fx.cookies.admin, {
        name: `${season.name} R`,
        version: read.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().data).toMatchObject({
        name: `${season.name} R`,
        startDate: season.startDate,
        endDate: season.endDate,
        isOpen: true,
        isVoucherOpen: true,
        version: read.version + 1,
      });
      // A second editor who read the same version is refused, and closes nothing.
      const stale = await call('PUT', `/seasons/${season.id}`, fx.cookies.coordinator, {
        ...seasonBody(),
        isOpen: false,
        version: read.version,
      });
      expectStaleEditRefused(stale);
      const after = (await call('GET', `/seasons/${season.id}`, fx.cookies.admin)).json().data;
      expect(after).toMatchObject({ name: `${season.name} R`, isOpen: true, version: read.version + 1 });
      // Dates checked after the merge: an end before the stored start is refused.
      const backwards = await call('PUT', `/seasons/${season.id}`, fx.cookies.admin, {
        endDate: addDays(season.startDate, -1),
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ details: [{ path: 'endDate' }] });
    });

    it('refuses a name of another season, an unknown season and roles outside Admin and Coordinator', async () => {
      const season = await create();
      const body = { ...seasonBody(), name: fx.seasons.past.name };
      expect((await call('PUT', `/seasons/${season.id}`, fx.cookies.admin, body)).statusCode).toBe(409);
      expect((await call('PUT', '/seasons/999999', fx.cookies.admin, seasonBody())).statusCode).toBe(404);
      expect((await call('GET', '/seasons/999999', fx.cookies.admin)).statusCode).toBe(404);
      for (const role of ['supervisor', 'consultant', 'farmer'] as const) {
        expect(
          (await call('PUT', `/seasons/${season.id}`, fx.cookies[role], seasonBody())).statusCode,
          role,
        ).toBe(403);
        expect((await call('GET', `/seasons/${season.id}`, fx.cookies[role])).statusCode, role).toBe(403);
      }
      const stored = await fx.ctx.database.db
        .selectFrom('seasons')
        .select('name')
        .where('id', '=', season.id)
        .executeTakeFirstOrThrow();
      expect(stored.name).toBe(season.name);
    });
  });
});
