import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_LIMITS } from '../../auth/limits.ts';
import { testDatabaseKinds } from '../../test/helper.ts';
import { apiFixture, expectFieldRefusals } from '../../test/api-fixture.ts';

describe.each(testDatabaseKinds())('customer self-registration (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: [],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const municipality = await db
        .selectFrom('municipalities as m')
        .innerJoin('states as s', 's.id', 'm.state_id')
        .select(['m.id', 'm.state_id', 's.zone_id'])
        .where('s.zone_id', 'is not', null)
        .orderBy('m.id')
        .executeTakeFirstOrThrow();
      const other = await db
        .selectFrom('municipalities')
        .select('id')
        .where('state_id', '!=', municipality.state_id)
        .executeTakeFirstOrThrow();
      return {
        place: {
          stateId: municipality.state_id,
          zoneId: municipality.zone_id,
          municipalityId: municipality.id,
          otherStateMunicipalityId: other.id,
        },
      };
    },
  });

  let address = 0;
  const register = (payload: Record<string, unknown>, remoteAddress = `10.30.0.${++address}`) =>
    fx.ctx.request({ method: 'POST', url: '/api/clients/register', payload, remoteAddress });
  const valid = () => ({
    firstName: ' Rosa María ',
    lastName: 'Domínguez Pérez',
    email: 'Rosa.Dominguez@Example.com',
    phone: '33 1234 5678',
    taxId: 'dopr800101ab1',
    stateId: fx.place.stateId,
    municipalityId: fx.place.municipalityId,
    hectares: 25.5,
  });

  it('creates a PENDING customer without owner in the zone of its state, ignoring role, status and owner fields', async () => {
    const consultant = await fx.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'CONSULTANT')
      .executeTakeFirstOrThrow();
    const response = await register({
      ...valid(),
      role: 'ADMIN',
      status: 'ACTIVE',
      consultantId: consultant.id,
      consultant_id: consultant.id,
      zoneId: 999,
      clientKey: 'AGV-AAAA-BBBB-CCCC',
      selfRegistered: false,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ data: { id: expect.any(Number), status: 'PENDING' } });

    const stored = await fx.ctx.database.db
      .selectFrom('clients')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      first_name: 'Rosa María',
      last_name: 'Domínguez Pérez',
      email: 'rosa.dominguez@example.com',
      tax_id: 'DOPR800101AB1',
      status: 'PENDING',
      consultant_id: null,
      zone_id: fx.place.zoneId,
      state_id: fx.place.stateId,
      municipality_id: fx.place.municipalityId,
      client_key_hash: null,
      self_registered: true,
    });
    expect(Number(stored.hectares)).toBe(25.5);

    const audit = await fx.ctx.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'clients.self-register')
      .executeTakeFirstOrThrow();
    expect(audit.entity_id).toBe(String(body.data.id));
  });

  /** The self-registration notices, with the transaction that wrote each (PostgreSQL's xmin). */
  const registrationNotices = () =>
    fx.ctx.database.db
      .selectFrom('notifications')
      .select(['user_id', 'body', 'link', sql<string>`xmin::text`.as('tx')])
      .where('kind', '=', 'CLIENT_SELF_REGISTERED')
      // In the order they were written: a pooled database refilled with DELETE keeps free space in
      // its pages, so a new row may sit before an old one in a scan.
      .orderBy('id')
      .execute();

  it('tells the coordinators of its zone and the admins, inside the registration transaction', async () => {
    const before = (await registrationNotices()).length;
    const response = await register({ ...valid(), firstName: 'Aviso', lastName: 'Nuevo Registro' });
    expect(response.statusCode).toBe(201);
    const clientId: number = response.json().data.id;
    const notices = (await registrationNotices()).slice(before);
    const zoneId = fx.place.zoneId;
    if (zoneId === null) throw new Error('The demo municipality of these tests has no zone');
    const expected = await fx.ctx.database.db
      .selectFrom('users')
      .select('id')
      .where('status', '=', 'ACTIVE')
      .where((eb) =>
        eb.or([
          eb('role', '=', 'ADMIN'),
          eb.and([eb('role', '=', 'COORDINATOR'), eb('zone_id', '=', zoneId)]),
        ]),
      )
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    expect(notices.map((n) => n.user_id).sort()).toEqual(expected.map((u) => u.id).sort());
    for (const notice of notices) {
      expect(notice.body).toContain('Aviso Nuevo Registro');
      expect(notice.link).toBe(`/dashboard/customers/form/${clientId}`);
    }
    // Written by the registration's own transaction: no notice of a registration rolled back.
    const client = await fx.ctx.database.db
      .selectFrom('clients')
      .select(sql<string>`xmin::text`.as('tx'))
      .where('id', '=', clientId)
      .executeTakeFirstOrThrow();
    expect(new Set(notices.map((n) => n.tx))).toEqual(new Set([client.tx]));
  });

  it('raises no event for a refused registration', async () => {
    const before = (await registrationNotices()).length;
    expect((await register({ ...valid(), stateId: 99 })).statusCode).toBe(400);
    expect(await registrationNotices()).toHaveLength(before);
  });

  it('refuses missing and malformed fields with 400 and a Spanish message per field', async () => {
    const response = await register({ lastName: 'Pérez', phone: '123', stateId: fx.place.stateId });
    expectFieldRefusals(response, [
      { path: 'firstName', message: 'El nombre es obligatorio.' },
      { path: 'phone', message: 'Escribe un teléfono de 10 dígitos.' },
    ]);
  });

  it('refuses an unknown state, and a municipality of another state', async () => {
    const unknownState = await register({ ...valid(), stateId: 99, municipalityId: undefined });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'stateId', message: 'Elige un estado.' }],
    });
    const wrongMunicipality = await register({
      ...valid(),
      municipalityId: fx.place.otherStateMunicipalityId,
    });
    expect(wrongMunicipality.statusCode).toBe(400);
    expect(wrongMunicipality.json().details).toEqual([
      { path: 'municipalityId', message: 'Elige un municipio del estado.' },
    ]);
  });

  it('needs no session and no role', async () => {
    const response = await register({ ...valid(), firstName: 'Sin Sesión' });
    expect(response.statusCode).toBe(201);
  });

  it('limits registrations from one address', async () => {
    const statuses = [];
    for (let i = 0; i <= REGISTRATION_LIMITS.perIp.max; i++) {
      statuses.push((await register({ ...valid(), firstName: `Cliente ${i}` }, '10.30.9.9')).statusCode);
    }
    expect(statuses).toEqual([...Array(REGISTRATION_LIMITS.perIp.max).fill(201), 429]);
  });
});
