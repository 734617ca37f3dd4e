// The customers API at the HTTP boundary: list, detail, create and edit, with the data scope of
// docs/design.md §6 (out of scope answers 404 like a missing record) and bad input changing
// nothing.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { rowCount } from '../../test/row-count.ts';
import { customerBody, customerOf, editClient, customersFixture, storedClient } from './test-fixtures.ts';
import { expectStaleEditRefused, auditEntryOf } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('customers API (%s)', (kind) => {
  const fx = customersFixture(kind);

  const get = (url: string, cookie: string) => fx.ctx.request({ method: 'GET', url: `/api${url}`, cookie });
  const post = (payload: object, cookie: string) =>
    fx.ctx.request({ method: 'POST', url: '/api/clients', payload, cookie });
  const put = (id: number, payload: object, cookie: string) => editClient(fx.ctx, id, payload, cookie);
  const countClients = () => rowCount(fx.ctx.database.db, 'clients');
  const listAll = async (cookie: string, query = '') => {
    const response = await get(`/clients?page=1&size=all${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      data: Array<Record<string, unknown> & { id: number }>;
      totalRecords: number;
    };
  };

  /** The stored customers whose consultant or zone is the given one. */
  const storedClientIds = (column: 'consultant_id' | 'zone_id', id: number) =>
    fx.ctx.database.db.selectFrom('clients').select('id').where(column, '=', id).execute();

  describe('GET /clients', () => {
    it('gives a consultant exactly its own customers', async () => {
      const page = await listAll(fx.cookies.consultant);
      const own = await storedClientIds('consultant_id', fx.ids.consultant);
      expect(page.data.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        own.map((c) => c.id).sort((a, b) => a - b),
      );
    });

    it('gives a coordinator only the customers of its zone, and a supervisor only its team', async () => {
      const zone = await listAll(fx.cookies.coordinator);
      const inZone = await storedClientIds('zone_id', fx.zones.bajio);
      expect(zone.totalRecords).toBe(inZone.length);
      expect(zone.data.every((c) => c.zoneId === fx.zones.bajio)).toBe(true);

      const team = await listAll(fx.cookies.supervisorNoroeste);
      expect(team.totalRecords).toBeGreaterThan(0);
      expect(team.data.every((c) => c.consultantId === fx.ids.consultantNoroeste)).toBe(true);
    });

    it('keeps the lookup fields of the sale forms and adds what the list shows', async () => {
      const page = await listAll(fx.cookies.admin, '&status=ACTIVE');
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.every((c) => c.status === 'ACTIVE')).toBe(true);
      expect(page.data[0]).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          firstName: expect.any(String),
          lastName: expect.any(String),
          status: 'ACTIVE',
          stateName: expect.any(String),
          zoneName: expect.any(String),
          consultantName: expect.any(String),
          hasClientKey: expect.any(Boolean),
          createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        }),
      );
    });

    it('pages, and filters by state, consultant, zone and a search over name, RFC and phone digits', async () => {
      const first = (await get('/clients?page=1&size=5', fx.cookies.admin)).json().data;
      expect(first).toMatchObject({ page: 1, size: 5 });
      expect(first.data).toHaveLength(5);
      expect(first.totalPages).toBe(Math.ceil(first.totalRecords / 5));

      const byConsultant = await listAll(fx.cookies.admin, `&consultantId=${fx.ids.consultant2}`);
      expect(byConsultant.data.every((c) => c.consultantId === fx.ids.consultant2)).toBe(true);
      const byZone = await listAll(fx.cookies.admin, `&zoneId=${fx.zones.noroeste}`);
      expect(byZone.totalRecords).toBeGreaterThan(0);
      expect(byZone.data.every((c) => c.zoneId === fx.zones.noroeste)).toBe(true);
      const byState = await listAll(fx.cookies.admin, `&stateId=${fx.places.bajio.stateId}`);
      expect(byState.data.every((c) => c.stateId === fx.places.bajio.stateId)).toBe(true);

      const created = await post(
        customerBody(fx.places.bajio, {
          firstName: 'Eustolio',
          phone: '(33) 9876-5432',
          taxId: 'EUST800101XY9',
        }),
        fx.cookies.consultant,
      );
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id;
      for (const q of ['eustolio', 'EUST800101', '3398765432', '98765']) {
        const found = await listAll(fx.cookies.consultant, `&q=${encodeURIComponent(q)}`);
        expect(
          found.data.map((c) => c.id),
          q,
        ).toEqual([id]);
      }
      // The search stays inside the scope.
      expect((await listAll(fx.cookies.consultant2, '&q=eustolio')).totalRecords).toBe(0);
    });

    it("sorts by name (A→Z by default, the sale forms' order), hectares and creation date", async () => {
      const byName = (await listAll(fx.cookies.admin)).data.map((c) => c.id);
      const reversed = (await listAll(fx.cookies.admin, '&sort=name:desc')).data.map((c) => c.id);
      expect(reversed).toEqual([...byName].reverse());
      const desc = await listAll(fx.cookies.consultant, '&sort=hectares:desc');
      const hectares = desc.data.map((c) => c.hectares as number | null).filter((h) => h !== null);
      expect(hectares).toEqual([...hectares].sort((a, b) => b - a));
      const newest = await listAll(fx.cookies.consultant, '&sort=created:desc');
      const dates = newest.data.map((c) => String(c.createdAt));
      expect(dates).toEqual([...dates].sort().reverse());
      const bad = await get('/clients?sort=telefono', fx.cookies.consultant);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_FAILED');
    });

    it('sorts names in Spanish order, accents and case aside, on every page', async () => {
      for (const lastName of ['Villalobos', 'vela', 'Vázquez', 'Muro', 'Muñoz', 'Nuñez', 'Nunzio']) {
        const response = await post(
          customerBody(fx.places.bajio, { firstName: 'Zuleima', lastName }),
          fx.cookies.consultant,
        );
        expect(response.statusCode, response.body).toBe(201);
      }
      const expected = ['Muñoz', 'Muro', 'Nunzio', 'Nuñez', 'Vázquez', 'vela', 'Villalobos'];
      const lastNames = async (query: string) =>
        (await listAll(fx.cookies.consultant, `&q=Zuleima${query}`)).data.map((c) => c.lastName);
      expect(await lastNames('')).toEqual(expected);
      expect(await lastNames('&sort=name:desc')).toEqual([...expected].reverse());
      // Page by page the same order, nothing repeated or skipped.
      const paged: unknown[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const response = await get(`/clients?q=Zuleima&page=${page}&size=3`, fx.cookies.consultant);
        expect(response.statusCode, response.body).toBe(200);
        paged.push(...response.json().data.data.map((c: { lastName: string }) => c.lastName));
      }
      expect(paged).toEqual(expected);
    });
  });

  describe('GET /clients/{id}', () => {
    it('answers the detail with names of places, zone, consultant, production type and record counts', async () => {
      const demoFarmer = await fx.ctx.database.db
        .selectFrom('clients')
        .select('id')
        .where('client_key_hint', 'is not', null)
        .executeTakeFirstOrThrow();
      const response = await get(`/clients/${demoFarmer.id}`, fx.cookies.consultant);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json().data;
      const sales = await fx.ctx.database.db
        .selectFrom('sales')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', demoFarmer.id)
        .where('consultant_id', '=', fx.ids.consultant)
        .executeTakeFirstOrThrow();
      expect(detail).toMatchObject({
        id: demoFarmer.id,
        firstName: 'Juan',
        lastName: 'Pérez Hernández',
        status: 'ACTIVE',
        consultantId: fx.ids.consultant,
        consultantName: 'Carlos Ramírez Ortega',
        zoneName: 'Occidente-Bajío',
        stateName: 'Jalisco',
        municipalityName: expect.any(String),
        localityName: expect.any(String),
        productionTypeName: 'Maíz grano',
        hectares: 48.5,
        selfRegistered: false,
        hasClientKey: true,
        clientKeyHint: 'AGV-••••-••••-2026',
        salesCount: Number(sales.n),
        vouchersCount: expect.any(Number),
      });
      expect(detail).not.toHaveProperty('clientKeyHash');
      expect(JSON.stringify(detail)).not.toContain('AGV-DEMO-CAMP-2026');
    });

    it("answers 404 for another consultant's customer exactly as for a missing one", async () => {
      const theirs = await customerOf(fx.ctx, fx.ids.consultant2);
      const other = await get(`/clients/${theirs}`, fx.cookies.consultant);
      const missing = await get('/clients/999999', fx.cookies.consultant);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(missing.json());
    });

    it('lets a coordinator read its zone only and a supervisor its team only', async () => {
      const bajio = await customerOf(fx.ctx, fx.ids.consultant2);
      const noroeste = await customerOf(fx.ctx, fx.ids.consultantNoroeste);
      expect((await get(`/clients/${bajio}`, fx.cookies.coordinator)).statusCode).toBe(200);
      expect((await get(`/clients/${noroeste}`, fx.cookies.coordinator)).statusCode).toBe(404);
      expect((await get(`/clients/${bajio}`, fx.cookies.supervisor)).statusCode).toBe(200);
      expect((await get(`/clients/${noroeste}`, fx.cookies.supervisor)).statusCode).toBe(404);
      expect((await get(`/clients/${noroeste}`, fx.cookies.admin)).statusCode).toBe(200);
    });
  });

  describe('POST /clients', () => {
    it('makes a consultant the owner of what it records, in its zone, whatever owner or status it sends', async () => {
      const response = await post(
        customerBody(fx.places.noroeste, {
          consultantId: fx.ids.consultant2,
          status: 'PENDING',
          zoneId: fx.zones.noroeste,
          selfRegistered: true,
        }),
        fx.cookies.consultant,
      );
      expect(response.statusCode, response.body).toBe(201);
      const created = response.json().data;
      expect(created).toMatchObject({
        consultantId: fx.ids.consultant,
        status: 'ACTIVE',
        selfRegistered: false,
        hasClientKey: false,
        // docs/design.md §6: the customer follows its consultant's zone, not the state it lives in.
        zoneId: fx.zones.bajio,
        stateId: fx.places.noroeste.stateId,
        salesCount: 0,
      });
      const stored = await storedClient(fx.ctx, created.id);
      expect(stored).toMatchObject({ consultant_id: fx.ids.consultant, client_key_hash: null });
      const audit = await auditEntryOf(fx.ctx, 'clients.create', created.id);
      expect(audit.actor_user_id).toBe(fx.ids.consultant);
    });

    it('makes Admin and Coordinator choose an active consultant they reach', async () => {
      const before = await countClients();
      const missing = await post(customerBody(fx.places.bajio), fx.cookies.admin);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toEqual([{ path: 'consultantId', message: 'Elige un consultor.' }]);

      const otherZone = await post(
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultantNoroeste }),
        fx.cookies.coordinator,
      );
      expect(otherZone.statusCode).toBe(400);
      expect(otherZone.json().details).toEqual([
        { path: 'consultantId', message: 'Elige un consultor activo de tu zona.' },
      ]);
      const disabled = await post(
        customerBody(fx.places.bajio, { consultantId: fx.ids.disabledConsultant }),
        fx.cookies.admin,
      );
      expect(disabled.statusCode).toBe(400);
      const notConsultant = await post(
        customerBody(fx.places.bajio, { consultantId: fx.ids.supervisor }),
        fx.cookies.admin,
      );
      expect(notConsultant.statusCode).toBe(400);
      expect(await countClients()).toBe(before);

      const byCoordinator = await post(
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultant2 }),
        fx.cookies.coordinator,
      );
      expect(byCoordinator.statusCode, byCoordinator.body).toBe(201);
      expect(byCoordinator.json().data).toMatchObject({
        consultantId: fx.ids.consultant2,
        zoneId: fx.zones.bajio,
      });
      const byAdmin = await post(
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultantNoroeste }),
        fx.cookies.admin,
      );
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
      expect(byAdmin.json().data).toMatchObject({ zoneId: fx.zones.noroeste, zoneName: 'Noroeste' });
    });

    it('refuses supervisors, bad fields and a place that does not fit, storing nothing', async () => {
      const before = await countClients();
      expect((await post(customerBody(fx.places.bajio), fx.cookies.supervisor)).statusCode).toBe(403);
      const bad = await post(
        { ...customerBody(fx.places.bajio), firstName: ' ', phone: '12', taxId: 'XX', hectares: -1 },
        fx.cookies.consultant,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toEqual(
        expect.arrayContaining([
          { path: 'firstName', message: 'El nombre es obligatorio.' },
          { path: 'phone', message: 'Escribe un teléfono de 10 dígitos.' },
          { path: 'taxId', message: 'El RFC no es válido.' },
          { path: 'hectares', message: 'Las hectáreas no pueden ser negativas.' },
        ]),
      );
      const wrongPlace = await post(
        customerBody(fx.places.bajio, { municipalityId: fx.places.noroeste.municipalityId }),
        fx.cookies.consultant,
      );
      expect(wrongPlace.statusCode).toBe(400);
      expect(wrongPlace.json().details).toEqual(
        expect.arrayContaining([{ path: 'municipalityId', message: 'Elige un municipio del estado.' }]),
      );
      expect(await countClients()).toBe(before);
    });

    it('names the customer in scope that holds the RFC, and changes nothing', async () => {
      const mine = customerBody(fx.places.bajio);
      const holder = await post(mine, fx.cookies.consultant);
      expect(holder.statusCode).toBe(201);
      const before = await countClients();
      const duplicate = await post(
        customerBody(fx.places.bajio, {
          taxId: mine.taxId.toLowerCase(),
          consultantId: fx.ids.consultant2,
        }),
        fx.cookies.coordinator,
      );
      expect(duplicate.statusCode).toBe(409);
      const message = `El RFC ${mine.taxId} ya es del cliente ${mine.firstName} ${mine.lastName}.`;
      expect(duplicate.json()).toMatchObject({
        code: 'CONFLICT',
        message,
        details: [{ path: 'taxId', message }],
      });
      expect(await countClients()).toBe(before);
    });
  });

  describe('PUT /clients/{id}', () => {
    const create = async (cookie: string, extra: Record<string, unknown> = {}) => {
      const response = await post(customerBody(fx.places.bajio, extra), cookie);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; taxId: string };
    };

    it('lets a consultant edit its own customer but never change its owner', async () => {
      const { id } = await create(fx.cookies.consultant);
      const body = customerBody(fx.places.bajio, {
        firstName: 'Renombrado',
        email: '',
        taxId: '',
        hectares: 80,
        consultantId: fx.ids.consultant2,
      });
      const response = await put(id, body, fx.cookies.consultant);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        firstName: 'Renombrado',
        email: null,
        taxId: null,
        hectares: 80,
        consultantId: fx.ids.consultant,
      });
      const audit = await auditEntryOf(fx.ctx, 'clients.update', id);
      expect(JSON.stringify(audit.before)).toContain('Cliente');
      expect(JSON.stringify(audit.after)).toContain('Renombrado');
      expect(JSON.stringify(audit.after)).not.toContain('client_key_hash');
    });

    it('keeps every field an edit does not send, and clears one sent as null', async () => {
      const { id } = await create(fx.cookies.consultant);
      const before = await storedClient(fx.ctx, id);
      const { firstName, lastName, phone, taxId, stateId } = customerBody(fx.places.bajio);
      const partial = await put(id, { firstName, lastName, phone, taxId, stateId }, fx.cookies.consultant);
      expect(partial.statusCode, partial.body).toBe(200);
      const after = await storedClient(fx.ctx, id);
      expect(after).toMatchObject({
        first_name: firstName,
        municipality_id: before.municipality_id,
        locality_id: before.locality_id,
        hectares: before.hectares,
        production_type_id: before.production_type_id,
        email: before.email,
        version: before.version + 1,
      });
      expect(before.locality_id).not.toBeNull();

      const cleared = await put(id, { localityId: null, hectares: null }, fx.cookies.consultant);
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await storedClient(fx.ctx, id)).toMatchObject({
        locality_id: null,
        hectares: null,
        municipality_id: before.municipality_id,
        first_name: firstName,
      });
    });

    it('refuses a stale edit with 409 and changes nothing, and an edit that names no version', async () => {
      const { id } = await create(fx.cookies.consultant);
      const { version } = await storedClient(fx.ctx, id);
      const first = await fx.ctx.request({
        method: 'PUT',
        url: `/api/clients/${id}`,
        payload: { firstName: 'Primero', version },
        cookie: fx.cookies.consultant,
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data.version).toBe(version + 1);
      const saved = await storedClient(fx.ctx, id);
      const second = await fx.ctx.request({
        method: 'PUT',
        url: `/api/clients/${id}`,
        payload: { firstName: 'Segundo', version },
        cookie: fx.cookies.consultant,
      });
      expectStaleEditRefused(second);
      const unversioned = await fx.ctx.request({
        method: 'PUT',
        url: `/api/clients/${id}`,
        payload: { firstName: 'Tercero' },
        cookie: fx.cookies.consultant,
      });
      expect(unversioned.statusCode).toBe(400);
      expect(await storedClient(fx.ctx, id)).toEqual(saved);
    });

    it('answers 404 to a consultant or coordinator editing outside its scope, and 403 to a supervisor', async () => {
      const { id } = await create(fx.cookies.consultant2);
      const noroeste = await customerOf(fx.ctx, fx.ids.consultantNoroeste);
      const before = await storedClient(fx.ctx, id);
      const change = customerBody(fx.places.bajio, { firstName: 'Intruso' });
      expect((await put(id, change, fx.cookies.consultant)).statusCode).toBe(404);
      expect((await put(noroeste, change, fx.cookies.coordinator)).statusCode).toBe(404);
      expect((await put(id, change, fx.cookies.supervisor)).statusCode).toBe(403);
      expect(await storedClient(fx.ctx, id)).toEqual(before);
    });

    it('lets a coordinator reassign within its zone only, and the zone follow an admin reassignment', async () => {
      const { id } = await create(fx.cookies.consultant);
      const toOtherZone = await put(
        id,
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultantNoroeste }),
        fx.cookies.coordinator,
      );
      expect(toOtherZone.statusCode).toBe(400);
      expect((await storedClient(fx.ctx, id)).consultant_id).toBe(fx.ids.consultant);

      const withinZone = await put(
        id,
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultant2 }),
        fx.cookies.coordinator,
      );
      expect(withinZone.statusCode, withinZone.body).toBe(200);
      expect(withinZone.json().data.consultantId).toBe(fx.ids.consultant2);

      const keepOwner = await put(id, customerBody(fx.places.bajio), fx.cookies.admin);
      expect(keepOwner.json().data.consultantId).toBe(fx.ids.consultant2);
      const byAdmin = await put(
        id,
        customerBody(fx.places.bajio, { consultantId: fx.ids.consultantNoroeste }),
        fx.cookies.admin,
      );
      expect(byAdmin.statusCode, byAdmin.body).toBe(200);
      expect(byAdmin.json().data).toMatchObject({
        consultantId: fx.ids.consultantNoroeste,
        zoneId: fx.zones.noroeste,
      });
      // Out of the coordinator's zone now.
      expect((await get(`/clients/${id}`, fx.cookies.coordinator)).statusCode).toBe(404);
    });

    it("refuses another customer's RFC but keeps its own", async () => {
      const mine = await create(fx.cookies.consultant);
      const other = await create(fx.cookies.consultant);
      const sameAsOther = await put(
        mine.id,
        customerBody(fx.places.bajio, { taxId: other.taxId }),
        fx.cookies.consultant,
      );
      expect(sameAsOther.statusCode).toBe(409);
      const keepsOwn = await put(
        mine.id,
        customerBody(fx.places.bajio, { taxId: mine.taxId }),
        fx.cookies.consultant,
      );
      expect(keepsOwn.statusCode, keepsOwn.body).toBe(200);
    });
  });
});
