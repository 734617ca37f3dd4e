// The simulator API: the calculation, the hybrids, and saved runs with the scope of docs/design.md
// §6 (a farmer sees only its own runs, staff their own and their customers'; 404 otherwise).
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { demoFarmerClientId, DEMO_EMAILS, testDatabaseKinds } from '../../test/helper.ts';
import { activeClientOf } from '../sales/test-fixtures.ts';
import { apiFixture, expectFieldRefusals, userIdOf } from '../../test/api-fixture.ts';
import { WORKED_EXAMPLE, WORKED_EXAMPLE_RESULT } from '../../../domain/simulator-worked-example.ts';

interface Detail {
  id: number;
  clientId: number | null;
  clientName: string | null;
  createdByName: string | null;
  name: string | null;
  scenarioCount: number;
  margin: number;
  roi: number | null;
  scenarios: {
    label: string | null;
    productId: number | null;
    result: Record<string, number | null>;
    comparison: { costDifference: number; extraYieldToPay: number | null };
  }[];
}

describe.each(testDatabaseKinds())('simulator API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: ['admin', 'coordinator', 'supervisor', 'consultant', 'consultant2', 'coordinatorNoroeste'],
    prepare: async (ctx) => {
      const clientCookie = async (clientId: number) =>
        `${ctx.config.COOKIE_NAME}=${await createSession(ctx.database.db, { clientId }, ctx.config, 'simulator-tests')}`;
      const farmerClientId = await demoFarmerClientId(ctx);
      const consultantId = await userIdOf(ctx, DEMO_EMAILS.CONSULTANT);
      const otherFarmerClientId = await activeClientOf(
        ctx,
        consultantId,
        farmerClientId === (await activeClientOf(ctx, consultantId)) ? 1 : 0,
      );
      return {
        farmerClientId,
        otherFarmerClientId,
        consultant2ClientId: await activeClientOf(ctx, DEMO_EMAILS.CONSULTANT2),
        /** The demo farmer's session (the fixture's farmer is any active customer's). */
        farmer: await clientCookie(farmerClientId),
        otherFarmer: await clientCookie(otherFarmerClientId),
      };
    },
  });

  const get = (url: string, cookie?: string) => fx.ctx.request({ method: 'GET', url, cookie });
  const post = (url: string, payload: object, cookie?: string, headers: Record<string, string> = {}) =>
    fx.ctx.request({ method: 'POST', url, payload, cookie, headers });
  const save = async (payload: object, cookie: string | undefined): Promise<Detail> => {
    const response = await post('/api/simulator/simulations', payload, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const countRuns = async () =>
    Number(
      (
        await fx.ctx.database.db
          .selectFrom('simulations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('POST /simulator/simulate', () => {
    it('answers the worked example to the peso for a farmer', async () => {
      const response = await post('/api/simulator/simulate', WORKED_EXAMPLE, fx.farmer);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toEqual(WORKED_EXAMPLE_RESULT);
    });

    it('applies a Dkbono credit and answers null where nothing divides', async () => {
      const response = await post(
        '/api/simulator/simulate',
        { ...WORKED_EXAMPLE, voucherCredit: 12_000, yieldPerHa: 0, pricePerTon: 0 },
        fx.cookies.consultant,
      );
      expect(response.json().data).toMatchObject({
        realSeedCost: 30_000,
        revenue: 0,
        seedCostPerTon: null,
        breakEvenYield: null,
        breakEvenPrice: null,
      });
    });

    it('refuses bad input with 400 and Spanish details per field', async () => {
      const response = await post(
        '/api/simulator/simulate',
        { ...WORKED_EXAMPLE, hectares: 0, pricePerTon: 'mucho', seedsPerBag: null },
        fx.farmer,
      );
      expectFieldRefusals(response, [
        { path: 'hectares', message: 'Las hectáreas deben ser mayores que 0.' },
        { path: 'pricePerTon', message: 'Escribe el precio por tonelada solo con números.' },
        { path: 'seedsPerBag', message: 'Escribe las semillas por bolsa solo con números.' },
      ]);
    });

    it('needs a session', async () => {
      expect((await post('/api/simulator/simulate', WORKED_EXAMPLE)).statusCode).toBe(401);
    });
  });

  describe('GET /simulator/hybrids', () => {
    it('lists the enabled products with seeds per bag, price and kind, for farmers too', async () => {
      const response = await get('/api/simulator/hybrids', fx.farmer);
      expect(response.statusCode).toBe(200);
      const hybrids: { code: string; seedsPerBag: number; pricePerBag: number; productionKind: string }[] =
        response.json().data;
      expect(hybrids.find((h) => h.code === 'DK-2042')).toMatchObject({
        seedsPerBag: 60_000,
        pricePerBag: 3_400,
        productionKind: 'GRAIN',
      });
      expect(hybrids.find((h) => h.code === 'DK-3055')?.productionKind).toBe('SILAGE');
      const disabled = await fx.ctx.database.db
        .selectFrom('products')
        .select('code')
        .where('enabled', '=', false)
        .execute();
      expect(disabled.length).toBeGreaterThan(0);
      for (const { code } of disabled) expect(hybrids.map((h) => h.code)).not.toContain(code);
    });
  });

  describe('GET /simulator/farm', () => {
    const recordOf = async (clientId: number) => {
      const row = await fx.ctx.database.db
        .selectFrom('clients as c')
        .leftJoin('product_types as t', 't.id', 'c.production_type_id')
        .select(['c.hectares', 't.production_kind'])
        .where('c.id', '=', clientId)
        .executeTakeFirstOrThrow();
      return {
        hectares: row.hectares === null ? null : Number(row.hectares),
        productionKind: row.production_kind,
      };
    };

    it('gives each farmer the hectares and production kind of its own customer record, and nothing else', async () => {
      await fx.ctx.database.db
        .updateTable('clients')
        .set({ hectares: '15.5' })
        .where('id', '=', fx.farmerClientId)
        .execute();
      for (const [cookie, clientId] of [
        [fx.farmer, fx.farmerClientId],
        [fx.otherFarmer, fx.otherFarmerClientId],
      ] as const) {
        const response = await get('/api/simulator/farm', cookie);
        expect(response.statusCode, response.body).toBe(200);
        const expected = await recordOf(clientId);
        expect(response.json()).toEqual({ data: { ...expected, hectares: expected.hectares || null } });
      }
      expect((await get('/api/simulator/farm', fx.farmer)).json().data.hectares).toBe(15.5);
    });

    it('gives staff nothing to start from, and an anonymous caller a 401', async () => {
      for (const cookie of [fx.cookies.admin, fx.cookies.consultant]) {
        expect((await get('/api/simulator/farm', cookie)).json()).toEqual({
          data: { hectares: null, productionKind: null },
        });
      }
      expect((await get('/api/simulator/farm', undefined)).statusCode).toBe(401);
    });
  });

  describe('saving runs', () => {
    it('saves a farmer run on its own record, computing the results on the server', async () => {
      const before = await countRuns();
      const product = await fx.ctx.database.db
        .selectFrom('products')
        .select('id')
        .where('code', '=', 'DK-2042')
        .executeTakeFirstOrThrow();
      const detail = await save(
        {
          clientId: fx.consultant2ClientId, // a farmer cannot name another customer: ignored
          name: 'Temporal 2026',
          scenarios: [
            { ...WORKED_EXAMPLE, label: 'DK-2042', productId: product.id, results: { margin: 1 } },
            { ...WORKED_EXAMPLE, pricePerBag: 3_650, label: 'Otro' },
          ],
        },
        fx.farmer,
      );
      expect(await countRuns()).toBe(before + 1);
      expect(detail).toMatchObject({
        clientId: fx.farmerClientId,
        createdByName: null,
        name: 'Temporal 2026',
        scenarioCount: 2,
        margin: 258_000,
        roi: 1.0661,
      });
      expect(detail.scenarios[0]).toMatchObject({ label: 'DK-2042', productId: product.id });
      expect(detail.scenarios[0]?.result.margin).toBe(258_000);
      expect(detail.scenarios[1]?.comparison).toMatchObject({ costDifference: 9_100, extraYieldToPay: 0.19 });

      const audit = await fx.ctx.database.db
        .selectFrom('audit_log')
        .select(['actor_client_id', 'action'])
        .where('entity', '=', 'simulation')
        .where('entity_id', '=', String(detail.id))
        .executeTakeFirst();
      expect(audit).toEqual({ actor_client_id: fx.farmerClientId, action: 'simulations.create' });
    });

    it('lets staff save for a customer in their scope and for themselves', async () => {
      const forCustomer = await save(
        { clientId: fx.farmerClientId, scenarios: [WORKED_EXAMPLE] },
        fx.cookies.consultant,
      );
      expect(forCustomer.clientId).toBe(fx.farmerClientId);
      expect(forCustomer.createdByName).toBeTruthy();
      const own = await save(
        { scenarios: [{ ...WORKED_EXAMPLE, productionKind: 'SILAGE' }] },
        fx.cookies.supervisor,
      );
      expect(own.clientId).toBeNull();
    });

    it('answers 404 for a customer outside the scope and stores nothing', async () => {
      const before = await countRuns();
      for (const cookie of [fx.cookies.consultant2, fx.cookies.coordinatorNoroeste]) {
        const response = await post(
          '/api/simulator/simulations',
          { clientId: fx.farmerClientId, scenarios: [WORKED_EXAMPLE] },
          cookie,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('El cliente no existe.');
      }
      expect(
        (
          await post(
            '/api/simulator/simulations',
            { clientId: 999_999, scenarios: [WORKED_EXAMPLE] },
            fx.cookies.admin,
          )
        ).statusCode,
      ).toBe(404);
      expect(await countRuns()).toBe(before);
    });

    it('refuses invalid runs with Spanish details and stores nothing', async () => {
      const before = await countRuns();
      const four = await post(
        '/api/simulator/simulations',
        { scenarios: Array(4).fill(WORKED_EXAMPLE) },
        fx.farmer,
      );
      expect(four.statusCode).toBe(400);
      expect(four.json().details).toContainEqual({
        path: 'scenarios',
        message: 'Compara a lo más 3 escenarios.',
      });

      const badScenario = await post(
        '/api/simulator/simulations',
        { scenarios: [WORKED_EXAMPLE, { ...WORKED_EXAMPLE, hectares: -1 }] },
        fx.farmer,
      );
      expect(badScenario.json().details).toContainEqual({
        path: 'scenarios.1.hectares',
        message: 'Las hectáreas deben ser mayores que 0.',
      });

      const unknownProduct = await post(
        '/api/simulator/simulations',
        { scenarios: [{ ...WORKED_EXAMPLE, productId: 999_999 }] },
        fx.farmer,
      );
      expect(unknownProduct.statusCode).toBe(400);
      expect(unknownProduct.json().details).toEqual([
        { path: 'scenarios.0.productId', message: 'El híbrido no existe.' },
      ]);
      expect(await countRuns()).toBe(before);
    });

    it('saves once per Idempotency-Key, so a queued offline save can be retried safely', async () => {
      const before = await countRuns();
      const headers = { 'idempotency-key': 'offline-save-1' };
      const payload = { name: 'Sin señal', scenarios: [WORKED_EXAMPLE] };
      const first = await post('/api/simulator/simulations', payload, fx.farmer, headers);
      const again = await post('/api/simulator/simulations', payload, fx.farmer, headers);
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().data.id).toBe(first.json().data.id);
      expect(await countRuns()).toBe(before + 1);
    });
  });

  describe('reading runs', () => {
    let farmerRun: Detail;
    let consultantRunForFarmer: Detail;
    let supervisorOwnRun: Detail;
    let otherFarmerRun: Detail;

    beforeAll(async () => {
      farmerRun = await save({ name: 'Del agricultor', scenarios: [WORKED_EXAMPLE] }, fx.farmer);
      consultantRunForFarmer = await save(
        { clientId: fx.farmerClientId, name: 'Del consultor', scenarios: [WORKED_EXAMPLE] },
        fx.cookies.consultant,
      );
      supervisorOwnRun = await save(
        { name: 'Del supervisor', scenarios: [WORKED_EXAMPLE] },
        fx.cookies.supervisor,
      );
      otherFarmerRun = await save(
        { name: 'De otro agricultor', scenarios: [WORKED_EXAMPLE] },
        fx.otherFarmer,
      );
    });

    const idsOf = async (url: string, cookie: string | undefined) => {
      const response = await get(url, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.data as { id: number }[]).map((r) => r.id);
    };

    it('shows a farmer only the runs of its own record, newest first, paginated', async () => {
      const ids = await idsOf('/api/simulator/simulations?size=200', fx.farmer);
      expect(ids).toContain(farmerRun.id);
      expect(ids).toContain(consultantRunForFarmer.id);
      expect(ids).not.toContain(otherFarmerRun.id);
      expect(ids).not.toContain(supervisorOwnRun.id);
      expect(ids.indexOf(consultantRunForFarmer.id)).toBeLessThan(ids.indexOf(farmerRun.id));

      const page = (await get('/api/simulator/simulations?page=1&size=1', fx.farmer)).json().data;
      expect(page).toMatchObject({ page: 1, size: 1, totalRecords: ids.length, totalPages: ids.length });
      expect(page.data[0]).toMatchObject({
        clientId: fx.farmerClientId,
        productionKind: 'GRAIN',
        hectares: 10,
        margin: 258_000,
      });

      expect(
        (await get(`/api/simulator/simulations?clientId=${fx.otherFarmerClientId}`, fx.farmer)).statusCode,
      ).toBe(404);
      expect(await idsOf(`/api/simulator/simulations?clientId=${fx.farmerClientId}`, fx.farmer)).toEqual(
        ids.slice(0, 10),
      );
    });

    it('sorts by name (unnamed last) or by date, and refuses an unknown sort', async () => {
      const names = async (sort: string) => {
        const response = await get(`/api/simulator/simulations?size=200&sort=${sort}`, fx.farmer);
        return (response.json().data.data as { name: string | null }[]).map((r) => r.name);
      };
      const ascending = await names('name:asc');
      const named = ascending.filter((n): n is string => n !== null);
      expect(named.length).toBeGreaterThan(2);
      expect(named).toEqual([...named].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
      expect(ascending.slice(named.length).every((n) => n === null)).toBe(true);
      expect((await names('name:desc')).filter((n) => n !== null)).toEqual([...named].reverse());
      const oldestFirst = await idsOf('/api/simulator/simulations?size=200&sort=date:asc', fx.farmer);
      expect(oldestFirst).toEqual(
        [...(await idsOf('/api/simulator/simulations?size=200', fx.farmer))].reverse(),
      );

      const bad = await get('/api/simulator/simulations?sort=margin:desc', fx.farmer);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual([{ path: 'querystring.sort', message: 'El orden no es válido.' }]);
    });

    it('answers 404 for another farmer’s run, like a missing one', async () => {
      expect((await get(`/api/simulator/simulations/${farmerRun.id}`, fx.farmer)).statusCode).toBe(200);
      for (const url of [
        `/api/simulator/simulations/${otherFarmerRun.id}`,
        '/api/simulator/simulations/999999',
      ]) {
        const response = await get(url, fx.farmer);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('La simulación no existe.');
      }
      expect((await get(`/api/simulator/simulations/${supervisorOwnRun.id}/pdf`, fx.farmer)).statusCode).toBe(
        404,
      );
    });

    it('shows a consultant only its customers’ runs, and its own', async () => {
      const ids = await idsOf(
        `/api/simulator/simulations?clientId=${fx.farmerClientId}&size=200`,
        fx.cookies.consultant,
      );
      expect(ids).toEqual(expect.arrayContaining([farmerRun.id, consultantRunForFarmer.id]));
      expect(ids).not.toContain(otherFarmerRun.id);
      expect(await idsOf('/api/simulator/simulations?size=200', fx.cookies.consultant)).toContain(
        consultantRunForFarmer.id,
      );
      expect(await idsOf('/api/simulator/simulations?size=200', fx.cookies.consultant)).not.toContain(
        farmerRun.id,
      );

      const outside = await get(
        `/api/simulator/simulations?clientId=${fx.consultant2ClientId}`,
        fx.cookies.consultant,
      );
      expect(outside.statusCode).toBe(404);
      expect(
        (await get(`/api/simulator/simulations/${farmerRun.id}`, fx.cookies.consultant2)).statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/simulator/simulations?clientId=${fx.farmerClientId}`, fx.cookies.consultant2))
          .statusCode,
      ).toBe(404);
    });

    it('follows the zone and team scopes, and keeps a staff member’s own runs private', async () => {
      for (const cookie of [fx.cookies.supervisor, fx.cookies.coordinator, fx.cookies.admin]) {
        expect((await get(`/api/simulator/simulations/${farmerRun.id}`, cookie)).statusCode).toBe(200);
      }
      expect(
        (await get(`/api/simulator/simulations/${farmerRun.id}`, fx.cookies.coordinatorNoroeste)).statusCode,
      ).toBe(404);
      expect(
        (
          await get(
            `/api/simulator/simulations?clientId=${fx.farmerClientId}`,
            fx.cookies.coordinatorNoroeste,
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (await get(`/api/simulator/simulations/${supervisorOwnRun.id}`, fx.cookies.supervisor)).statusCode,
      ).toBe(200);
      expect(
        (await get(`/api/simulator/simulations/${supervisorOwnRun.id}`, fx.cookies.admin)).statusCode,
      ).toBe(404);
    });

    it('prints a visible run as a PDF', async () => {
      const response = await get(
        `/api/simulator/simulations/${consultantRunForFarmer.id}/pdf`,
        fx.cookies.consultant,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="simulacion-${consultantRunForFarmer.id}.pdf"`,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        (await get(`/api/simulator/simulations/${consultantRunForFarmer.id}/pdf`, fx.cookies.consultant2))
          .statusCode,
      ).toBe(404);
    });
  });
});
