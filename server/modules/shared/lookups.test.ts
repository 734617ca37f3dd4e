// The three lookups of docs/requirements.md §7 over the demo data: seasons, customers (scoped by role), enabled products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';

interface Row {
  id: number;
}
interface CustomerRow extends Row {
  firstName: string;
  lastName: string;
  status: string;
}

describe.each(testDatabaseKinds())('lookups (%s)', (kind) => {
  let ctx: TestContext;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestContext(kind);
    cookies.admin = await ctx.login(DEMO_EMAILS.ADMIN);
    cookies.coordinator = await ctx.login(DEMO_EMAILS.COORDINATOR);
    cookies.supervisor = await ctx.login(DEMO_EMAILS.SUPERVISOR);
    // Has accepted the terms in the demo data, so the gate does not hide the scope.
    cookies.consultant = await ctx.login('consultor.noroeste@agroventas.mx');
    cookies.farmer = await ctx.loginFarmer();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const get = (url: string, cookie: string | undefined) => ctx.request({ method: 'GET', url, cookie });
  const ids = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  const userId = async (email: string) =>
    (
      await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  describe('GET /seasons', () => {
    /** The stored seasons open for sales (is_open) or for DKbonos (is_voucher_open). */
    const openSeasons = (flag: 'is_open' | 'is_voucher_open') =>
      ctx.database.db.selectFrom('seasons').select('id').where(flag, '=', true).execute();

    it('lists the seasons open for sales with size=all as one page', async () => {
      const response = await get('/api/seasons?page=1&size=all&isOpen=true', cookies.consultant);
      expect(response.statusCode).toBe(200);
      const body = response.json().data;
      const open = await openSeasons('is_open');
      expect(open.length).toBeGreaterThan(0);
      expect(ids(body.data)).toEqual(ids(open));
      expect(body).toMatchObject({ page: 1, totalPages: 1, totalRecords: open.length, size: open.length });
      for (const season of body.data) {
        expect(season).toEqual({
          id: expect.any(Number),
          name: expect.any(String),
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          isOpen: true,
          isVoucherOpen: expect.any(Boolean),
        });
      }
    });

    it('lists the seasons open for Dkbonos', async () => {
      const response = await get('/api/seasons?page=1&size=all&isVoucherOpen=true', cookies.admin);
      const voucherOpen = await openSeasons('is_voucher_open');
      expect(voucherOpen.length).toBeGreaterThan(0);
      expect(ids(response.json().data.data)).toEqual(ids(voucherOpen));
    });

    it('pages by 10 by default and drops empty filters', async () => {
      const all = await ctx.database.db.selectFrom('seasons').select('id').execute();
      const response = await get('/api/seasons?isOpen=&q=%20%20', cookies.supervisor);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        page: 1,
        size: 10,
        totalRecords: all.length,
        totalPages: Math.ceil(all.length / 10),
      });
    });

    it('refuses a bad filter with 400 VALIDATION_FAILED', async () => {
      const response = await get('/api/seasons?page=0&size=all', cookies.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'querystring.page', message: 'La página debe ser 1 o mayor.' }],
      });
    });

    it('refuses a filter zod checks on its own with a Spanish message', async () => {
      const response = await get('/api/seasons?isOpen=quizas', cookies.admin);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Opción inválida: se esperaba una de/);
    });

    it('is for staff only', async () => {
      expect((await get('/api/seasons?page=1&size=all&isOpen=true', cookies.farmer)).statusCode).toBe(403);
      expect((await get('/api/seasons?page=1&size=all&isOpen=true', undefined)).statusCode).toBe(401);
    });
  });

  describe('GET /clients (scoped by role)', () => {
    const list = async (cookie: string | undefined, query = 'page=1&size=all') => {
      const response = await get(`/api/clients?${query}`, cookie);
      expect(response.statusCode).toBe(200);
      return response.json().data as { data: CustomerRow[]; totalRecords: number };
    };
    /** The caller's list holds exactly the expected customers, and there are some. */
    const expectListedExactly = async (cookie: string | undefined, expected: readonly { id: number }[]) => {
      const body = await list(cookie);
      expect(expected.length).toBeGreaterThan(0);
      expect(ids(body.data)).toEqual(ids([...expected]));
    };

    it('shows an admin every customer, each with at least {id, firstName, lastName, status}', async () => {
      const body = await list(cookies.admin);
      const all = await ctx.database.db.selectFrom('clients').select('id').execute();
      expect(all.length).toBeGreaterThanOrEqual(30);
      expect(ids(body.data)).toEqual(ids(all));
      // The sale forms read these four (docs/requirements.md §3 customer label); the customer list adds more columns.
      expect(body.data[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          firstName: expect.any(String),
          lastName: expect.any(String),
          status: expect.stringMatching(/^(PENDING|ACTIVE|INACTIVE)$/),
        }),
      );
    });

    it("shows a coordinator only its zone's customers", async () => {
      const coordinator = await ctx.database.db
        .selectFrom('users')
        .select('zone_id')
        .where('email', '=', DEMO_EMAILS.COORDINATOR)
        .executeTakeFirstOrThrow();
      const expected = await ctx.database.db
        .selectFrom('clients')
        .select('id')
        .where('zone_id', '=', coordinator.zone_id)
        .execute();
      const total = await ctx.database.db.selectFrom('clients').select('id').execute();
      await expectListedExactly(cookies.coordinator, expected);
      expect(expected.length).toBeLessThan(total.length);
    });

    it("shows a supervisor only its consultants' customers", async () => {
      const supervisorId = await userId(DEMO_EMAILS.SUPERVISOR);
      const expected = await ctx.database.db
        .selectFrom('clients as c')
        .innerJoin('users as u', 'u.id', 'c.consultant_id')
        .select('c.id')
        .where('u.supervisor_id', '=', supervisorId)
        .execute();
      await expectListedExactly(cookies.supervisor, expected);
    });

    it('shows a consultant only its own customers', async () => {
      const consultantId = await userId('consultor.noroeste@agroventas.mx');
      const expected = await ctx.database.db
        .selectFrom('clients')
        .select('id')
        .where('consultant_id', '=', consultantId)
        .execute();
      await expectListedExactly(cookies.consultant, expected);
    });

    it('filters by status and by name', async () => {
      const active = await list(cookies.admin, 'page=1&size=all&status=ACTIVE');
      expect(active.data.length).toBeGreaterThan(0);
      expect(active.data.every((c) => c.status === 'ACTIVE')).toBe(true);
      const someone = active.data[0];
      if (!someone) throw new Error('no active customer');
      const byName = await list(cookies.admin, `page=1&size=all&q=${encodeURIComponent(someone.lastName)}`);
      expect(ids(byName.data)).toContain(someone.id);
      expect(byName.data.length).toBeLessThan(active.data.length);
    });

    it('pages the list', async () => {
      const all = await list(cookies.admin);
      const response = await get('/api/clients?page=2&size=5', cookies.admin);
      const page = response.json().data;
      expect(page).toMatchObject({
        page: 2,
        size: 5,
        totalRecords: all.totalRecords,
        totalPages: Math.ceil(all.totalRecords / 5),
      });
      expect(page.data).toEqual(all.data.slice(5, 10));
    });

    it('refuses a farmer (403) and an anonymous caller (401)', async () => {
      const farmer = await get('/api/clients?page=1&size=all&status=ACTIVE', cookies.farmer);
      expect(farmer.statusCode).toBe(403);
      expect(farmer.json().code).toBe('FORBIDDEN');
      expect((await get('/api/clients?page=1&size=all&status=ACTIVE', undefined)).statusCode).toBe(401);
    });
  });

  describe('GET /products/enabled', () => {
    it('answers a plain array of the enabled products with their type and a numeric price', async () => {
      const response = await get('/api/products/enabled', cookies.consultant);
      expect(response.statusCode).toBe(200);
      const products = response.json().data;
      expect(Array.isArray(products)).toBe(true);
      const enabled = await ctx.database.db
        .selectFrom('products')
        .select(['id', 'base_price'])
        .where('enabled', '=', true)
        .execute();
      expect(ids(products)).toEqual(ids(enabled));
      const first = products[0];
      expect(first).toEqual({
        id: expect.any(Number),
        code: expect.any(String),
        name: expect.any(String),
        productTypeId: expect.any(Number),
        productTypeName: expect.any(String),
        productionKind: expect.stringMatching(/^(GRAIN|SILAGE)$/),
        seedsPerBag: expect.any(Number),
        basePrice: Number(enabled.find((p) => p.id === first.id)?.base_price),
        recommendedDensity: first.recommendedDensity === null ? null : expect.any(Number),
      });
    });

    it('is for staff only', async () => {
      expect((await get('/api/products/enabled', cookies.farmer)).statusCode).toBe(403);
    });
  });
});
