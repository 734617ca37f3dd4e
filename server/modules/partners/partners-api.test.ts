// The partners API: lists by type with filters, pagination and sort; Admin and
// Coordinator (its zone) write, Supervisor reads its zone; out-of-scope partners are 404; there is
// no delete, a partner is deactivated; a distributor in use keeps its type.
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { auditCount, dataOf } from '../locations/test-fixtures.ts';
import { CATALOG_CALLERS } from '../products/test-fixtures.ts';
import { apiFixture, expectStaleEditRefused } from '../../test/api-fixture.ts';

interface Partner {
  id: number;
  type: string;
  name: string;
  taxId: string | null;
  stateId: number | null;
  stateName: string | null;
  municipalityId: number | null;
  municipalityName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  active: boolean;
  version: number;
}
interface PartnerDetail extends Partner {
  usage: { users: number; sales: number };
}
interface Page<T> {
  data: T[];
  page: number;
  size: number;
  totalPages: number;
  totalRecords: number;
}

const BAJIO_DISTRIBUTOR = 'Agroinsumos de los Altos S.A. de C.V.';
const NOROESTE_DISTRIBUTOR = 'Comercializadora Agrícola del Valle del Fuerte S.A. de C.V.';
const JALISCO = 14;

describe.each(testDatabaseKinds())('partners API (%s)', (kind) => {
  const fx = apiFixture(kind, {
    accounts: [...CATALOG_CALLERS, 'coordinatorNoroeste'],
    prepare: async (ctx) => {
      const db = ctx.database.db;
      const zones: Record<string, number> = {};
      for (const zone of await db.selectFrom('zones').select(['id', 'name']).execute())
        zones[zone.name] = zone.id;
      const municipality = (state: number) =>
        db.selectFrom('municipalities').select('id').where('state_id', '=', state).executeTakeFirstOrThrow();
      return {
        zones,
        jaliscoMunicipality: (await municipality(JALISCO)).id,
        sonoraMunicipality: (await municipality(26)).id,
      };
    },
  });
  let counter = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
    fx.ctx.request({ method, url, cookie, ...(payload ? { payload } : {}) });
  const list = async (query: string, cookie = fx.cookies.admin) => {
    const response = await call('GET', `/api/partners?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return dataOf<Page<Partner>>(response);
  };
  const partnerNamed = async (name: string) =>
    fx.ctx.database.db
      .selectFrom('partners')
      .select(['id', 'zone_id'])
      .where('name', '=', name)
      .where('type', '=', 'DISTRIBUTOR')
      .executeTakeFirstOrThrow();
  const body = (extra: object = {}) => ({
    type: 'SILAGE_VENDOR',
    name: `Forrajera de prueba ${++counter}`,
    taxId: '',
    contactName: 'Laura Medina',
    phone: '33 1234 5678',
    email: 'Laura@Forrajera.MX',
    stateId: JALISCO,
    municipalityId: fx.jaliscoMunicipality,
    ...extra,
  });
  const post = (payload: object, cookie = fx.cookies.admin) => call('POST', '/api/partners', cookie, payload);
  const create = async (payload: object, cookie = fx.cookies.admin): Promise<PartnerDetail> => {
    const response = await post(payload, cookie);
    expect(response.statusCode, response.body).toBe(201);
    return dataOf<PartnerDetail>(response);
  };

  describe('list', () => {
    it('lists every type for the admin, and one type when asked', async () => {
      const all = await list('size=all');
      expect(new Set(all.data.map((p) => p.type))).toEqual(
        new Set(['DISTRIBUTOR', 'SILAGE_VENDOR', 'SILAGE_PRODUCER']),
      );
      const distributors = await list('type=DISTRIBUTOR&size=all');
      expect(distributors.data.length).toBeGreaterThan(0);
      expect(distributors.data.every((p) => p.type === 'DISTRIBUTOR')).toBe(true);
      const altos = distributors.data.find((p) => p.name === BAJIO_DISTRIBUTOR);
      expect(altos).toMatchObject({
        stateName: 'Jalisco',
        zoneName: 'Occidente-Bajío',
        active: true,
      });
      expect(altos?.municipalityName).toBeTruthy();
    });

    it('pages with totals, and size=all returns everything as page 1', async () => {
      const all = await list('type=DISTRIBUTOR&size=all');
      const first = await list('type=DISTRIBUTOR&size=2&page=1');
      expect(first).toMatchObject({ page: 1, size: 2, totalRecords: all.totalRecords });
      expect(first.totalPages).toBe(Math.ceil(all.totalRecords / 2));
      expect(first.data).toHaveLength(2);
      const second = await list('type=DISTRIBUTOR&size=2&page=2');
      expect(second.data.map((p) => p.id)).not.toContain(first.data[0]?.id);
      expect(all).toMatchObject({ page: 1, totalPages: 1, size: all.data.length });
    });

    it('sorts by name, state or zone in both directions, accents folded', async () => {
      // Lower-cased, accents folded, "ñ" after every "n", compared character by character.
      const key = (text: string | null) =>
        text === null
          ? null
          : text
              .toLowerCase()
              .replace(/ñ/g, 'n{')
              .normalize('NFD')
              .replace(/\p{Diacritic}/gu, '');
      const ascending = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const names = (await list('size=all&sort=name:asc')).data.map((p) => key(p.name) ?? '');
      expect(names).toEqual([...names].sort(ascending));
      const descending = (await list('size=all&sort=name:desc')).data.map((p) => key(p.name) ?? '');
      expect(descending).toEqual([...names].reverse());
      // Partners without a zone or state come last either way.
      const byZone = (await list('size=all&sort=zone:asc')).data.map((p) => key(p.zoneName) ?? '~');
      expect(byZone).toEqual([...byZone].sort(ascending));
      const byState = (await list('size=all&sort=state:desc')).data.map((p) => key(p.stateName));
      const named = byState.filter((name): name is string => name !== null);
      expect(byState.slice(0, named.length)).toEqual([...named].sort(ascending).reverse());
    });

    it('filters by text (name, RFC, contact, e-mail), zone and active', async () => {
      expect((await list('q=altos')).data.map((p) => p.name)).toEqual([BAJIO_DISTRIBUTOR]);
      expect((await list('q=AAL0803127K4')).data.map((p) => p.name)).toEqual([BAJIO_DISTRIBUTOR]);
      expect((await list('q=agroaltos.com')).data.map((p) => p.name)).toEqual([BAJIO_DISTRIBUTOR]);
      const noroeste = await list(`zoneId=${fx.zones.Noroeste}&size=all`);
      expect(noroeste.data.length).toBeGreaterThan(0);
      expect(noroeste.data.every((p) => p.zoneName === 'Noroeste')).toBe(true);
      const inactive = await create(body());
      await call('PUT', `/api/partners/${inactive.id}`, fx.cookies.admin, {
        ...body({ name: inactive.name }),
        active: false,
      });
      const onlyInactive = await list('active=false&size=all');
      expect(onlyInactive.data.map((p) => p.id)).toEqual([inactive.id]);
      expect((await list('active=true&size=all')).data.map((p) => p.id)).not.toContain(inactive.id);
    });

    it('refuses a bad filter with a Spanish message', async () => {
      const badType = await call('GET', '/api/partners?type=FARMER', fx.cookies.admin);
      expect(badType.statusCode).toBe(400);
      expect(badType.json()).toMatchObject({
        details: [{ path: 'querystring.type', message: 'Elige el tipo de socio.' }],
      });
      expect((await call('GET', '/api/partners?sort=rfc:asc', fx.cookies.admin)).statusCode).toBe(400);
      expect((await call('GET', '/api/partners?active=quizas', fx.cookies.admin)).statusCode).toBe(400);
    });
  });

  describe('scope', () => {
    it('shows a coordinator and a supervisor only the partners of their zone', async () => {
      for (const role of ['coordinator', 'supervisor'] as const) {
        const partners = (await list('size=all', fx.cookies[role])).data;
        expect(partners.length).toBeGreaterThan(0);
        expect(partners.every((p) => p.zoneId === fx.zones['Occidente-Bajío'])).toBe(true);
      }
      const noroeste = (await list('size=all', fx.cookies.coordinatorNoroeste)).data;
      expect(noroeste.map((p) => p.name)).toContain(NOROESTE_DISTRIBUTOR);
      expect(noroeste.map((p) => p.name)).not.toContain(BAJIO_DISTRIBUTOR);
    });

    it('answers 404 for another zone’s partner, on read and on write', async () => {
      const other = await partnerNamed(NOROESTE_DISTRIBUTOR);
      expect((await call('GET', `/api/partners/${other.id}`, fx.cookies.coordinator)).statusCode).toBe(404);
      expect((await call('GET', `/api/partners/${other.id}`, fx.cookies.supervisor)).statusCode).toBe(404);
      const write = await call('PUT', `/api/partners/${other.id}`, fx.cookies.coordinator, {
        ...body({ type: 'DISTRIBUTOR', name: 'Tomado' }),
        active: false,
      });
      expect(write.statusCode).toBe(404);
      const after = await call('GET', `/api/partners/${other.id}`, fx.cookies.admin);
      expect(dataOf<Partner>(after)).toMatchObject({ name: NOROESTE_DISTRIBUTOR, active: true });
    });

    it('keeps partners without a zone to the admin', async () => {
      const zoneless = await create(body());
      expect(zoneless.zoneId).toBeNull();
      expect((await call('GET', `/api/partners/${zoneless.id}`, fx.cookies.coordinator)).statusCode).toBe(
        404,
      );
      expect((await list('size=all', fx.cookies.coordinator)).data.map((p) => p.id)).not.toContain(
        zoneless.id,
      );
      expect((await call('GET', `/api/partners/${zoneless.id}`, fx.cookies.admin)).statusCode).toBe(200);
    });

    it('puts a coordinator’s new partner in its own zone, whatever zone the body names', async () => {
      const partner = await create(body({ zoneId: fx.zones.Noroeste }), fx.cookies.coordinator);
      expect(partner.zoneId).toBe(fx.zones['Occidente-Bajío']);
      // Editing it cannot move it out of the zone either.
      const moved = await call('PUT', `/api/partners/${partner.id}`, fx.cookies.coordinator, {
        ...body({ name: partner.name, zoneId: fx.zones.Noroeste }),
        active: true,
      });
      expect(dataOf<Partner>(moved).zoneId).toBe(fx.zones['Occidente-Bajío']);
    });

    it('lets the admin choose any zone, or none', async () => {
      const partner = await create(
        body({ zoneId: fx.zones.Noroeste, stateId: 26, municipalityId: fx.sonoraMunicipality }),
      );
      expect(partner).toMatchObject({ zoneName: 'Noroeste', stateName: 'Sonora' });
    });

    it('lets a supervisor read but never write, and keeps consultants and farmers out', async () => {
      const own = await partnerNamed(BAJIO_DISTRIBUTOR);
      expect((await call('GET', `/api/partners/${own.id}`, fx.cookies.supervisor)).statusCode).toBe(200);
      expect((await call('POST', '/api/partners', fx.cookies.supervisor, body())).statusCode).toBe(403);
      const put = await call('PUT', `/api/partners/${own.id}`, fx.cookies.supervisor, {
        ...body(),
        active: false,
      });
      expect(put.statusCode).toBe(403);
      for (const role of ['consultant', 'farmer'] as const) {
        expect((await call('GET', '/api/partners?type=DISTRIBUTOR', fx.cookies[role])).statusCode).toBe(403);
        expect((await call('GET', `/api/partners/${own.id}`, fx.cookies[role])).statusCode).toBe(403);
      }
      expect((await call('GET', '/api/partners')).statusCode).toBe(401);
    });
  });

  describe('create and update', () => {
    it('creates a partner with trimmed, normalised fields and an audit entry', async () => {
      const partner = await create(body({ name: '  Ensiladora del Valle  ', taxId: 'evl1503098r6' }));
      expect(partner).toMatchObject({
        name: 'Ensiladora del Valle',
        taxId: 'EVL1503098R6',
        email: 'laura@forrajera.mx',
        stateName: 'Jalisco',
        active: true,
        usage: { users: 0, sales: 0 },
      });
      expect(await auditCount(fx.ctx, 'partners.create')).toBeGreaterThan(0);
    });

    it('refuses bad fields with a message for each', async () => {
      const response = await call('POST', '/api/partners', fx.cookies.admin, {
        type: 'SILAGE_VENDOR',
        name: '',
        taxId: 'XYZ',
        phone: '123',
        email: 'no-es-correo',
      });
      expect(response.statusCode).toBe(400);
      const paths = (response.json() as { details: { path: string; message: string }[] }).details;
      expect(paths).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'El nombre es obligatorio.' },
          { path: 'taxId', message: 'El RFC no es válido.' },
          { path: 'phone', message: 'Escribe un teléfono de 10 dígitos.' },
          { path: 'email', message: 'Escribe un correo electrónico válido.' },
        ]),
      );
    });

    it('refuses a municipality of another state, or one without a state', async () => {
      const wrong = await post(body({ municipalityId: fx.sonoraMunicipality }));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({
        details: [{ path: 'municipalityId', message: 'El municipio no pertenece al estado elegido.' }],
      });
      const orphan = await call('POST', '/api/partners', fx.cookies.admin, body({ stateId: undefined }));
      expect(orphan.statusCode).toBe(400);
      const unknownZone = await call('POST', '/api/partners', fx.cookies.admin, body({ zoneId: 999999 }));
      expect(unknownZone.json()).toMatchObject({ details: [{ path: 'zoneId' }] });
    });

    it('refuses a name or RFC another partner of the type has, but not of another type', async () => {
      const twin = await post(body({ type: 'DISTRIBUTOR', name: 'AGROINSUMOS DE LOS ALTOS S.A. DE C.V.' }));
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'CONFLICT', details: [{ path: 'name' }] });
      const rfc = await post(body({ type: 'DISTRIBUTOR', taxId: 'AAL0803127K4' }));
      expect(rfc.statusCode).toBe(409);
      expect(rfc.json()).toMatchObject({ details: [{ path: 'taxId' }] });
      // The name check spans zones: a coordinator cannot make a twin of a partner it cannot see.
      const hidden = await post(
        body({ type: 'DISTRIBUTOR', name: NOROESTE_DISTRIBUTOR }),
        fx.cookies.coordinator,
      );
      expect(hidden.statusCode).toBe(409);
      await create(body({ type: 'SILAGE_PRODUCER', name: BAJIO_DISTRIBUTOR }));
    });

    it('edits every field, and keeping its own name is not a clash', async () => {
      const partner = await create(body());
      const response = await call('PUT', `/api/partners/${partner.id}`, fx.cookies.admin, {
        ...body({ name: partner.name, contactName: 'Otro contacto', phone: '', email: '' }),
        active: true,
      });
      expect(response.statusCode).toBe(200);
      expect(dataOf<Partner>(response)).toMatchObject({
        name: partner.name,
        contactName: 'Otro contacto',
        phone: null,
        email: null,
      });
      expect(await auditCount(fx.ctx, 'partners.update')).toBeGreaterThan(0);
    });

    it('has no delete: a referenced distributor is deactivated and keeps its users and sales', async () => {
      const distributor = await partnerNamed(BAJIO_DISTRIBUTOR);
      const deactivations = await auditCount(fx.ctx, 'partners.deactivate');
      expect(
        (
          await fx.ctx.request({
            method: 'DELETE',
            url: `/api/partners/${distributor.id}`,
            cookie: fx.cookies.admin,
          })
        ).statusCode,
      ).toBe(404);
      const detail = dataOf<PartnerDetail>(
        await call('GET', `/api/partners/${distributor.id}`, fx.cookies.admin),
      );
      expect(detail.usage.users).toBeGreaterThan(0);
      expect(detail.usage.sales).toBeGreaterThan(0);
      const { id: _id, usage: _usage, stateName: _s, municipalityName: _m, zoneName: _z, ...fields } = detail;
      const deactivated = await call('PUT', `/api/partners/${distributor.id}`, fx.cookies.coordinator, {
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? undefined])),
        active: false,
      });
      expect(deactivated.statusCode).toBe(200);
      expect(dataOf<PartnerDetail>(deactivated)).toMatchObject({ active: false, usage: detail.usage });
      expect(await auditCount(fx.ctx, 'partners.deactivate')).toBe(deactivations + 1);
      const users = await fx.ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('distributor_id', '=', distributor.id)
        .execute();
      expect(users.length).toBe(detail.usage.users);
      const reactivated = await call('PUT', `/api/partners/${distributor.id}`, fx.cookies.coordinator, {
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v ?? undefined])),
        active: true,
        version: detail.version + 1,
      });
      expect(dataOf<Partner>(reactivated).active).toBe(true);
    });

    it('refuses to change the type of a distributor that users or sales name', async () => {
      const distributor = await partnerNamed(BAJIO_DISTRIBUTOR);
      const detail = dataOf<PartnerDetail>(
        await call('GET', `/api/partners/${distributor.id}`, fx.cookies.admin),
      );
      const response = await call('PUT', `/api/partners/${distributor.id}`, fx.cookies.admin, {
        type: 'SILAGE_VENDOR',
        name: detail.name,
        stateId: detail.stateId ?? undefined,
        municipalityId: detail.municipalityId ?? undefined,
        zoneId: detail.zoneId ?? undefined,
        active: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'IN_USE', details: [{ path: 'type' }] });
      const after = dataOf<Partner>(await call('GET', `/api/partners/${distributor.id}`, fx.cookies.admin));
      expect(after.type).toBe('DISTRIBUTOR');
      // An unused partner may change type.
      const unused = await create(body());
      const retyped = await call('PUT', `/api/partners/${unused.id}`, fx.cookies.admin, {
        ...body({ name: unused.name, type: 'SILAGE_PRODUCER' }),
        active: true,
      });
      expect(dataOf<Partner>(retyped).type).toBe('SILAGE_PRODUCER');
    });

    it('keeps every field an edit does not send, refuses a stale version, and answers 404 for an unknown partner', async () => {
      const partner = dataOf<PartnerDetail>(
        await call(
          'GET',
          `/api/partners/${(await create(body({ contactName: 'Rodolfo Gutiérrez' }))).id}`,
          fx.cookies.admin,
        ),
      );
      const renamed = await call('PUT', `/api/partners/${partner.id}`, fx.cookies.admin, {
        name: `${partner.name} Norte`,
        version: partner.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const { name: _name, version: _version, ...kept } = partner;
      expect(dataOf<PartnerDetail>(renamed)).toMatchObject({
        ...kept,
        name: `${partner.name} Norte`,
        version: partner.version + 1,
      });
      const cleared = await call('PUT', `/api/partners/${partner.id}`, fx.cookies.admin, {
        contactName: null,
        municipalityId: null,
        version: partner.version + 1,
      });
      expect(dataOf<PartnerDetail>(cleared)).toMatchObject({
        contactName: null,
        municipalityId: null,
        stateId: partner.stateId,
      });
      // The editor who read the first version is refused, and nothing of its edit is stored.
      const stale = await call('PUT', `/api/partners/${partner.id}`, fx.cookies.admin, {
        name: 'Edición vieja',
        version: partner.version,
      });
      expectStaleEditRefused(stale);
      const after = dataOf<PartnerDetail>(await call('GET', `/api/partners/${partner.id}`, fx.cookies.admin));
      expect(after).toMatchObject({ name: `${partner.name} Norte`, version: partner.version + 2 });
      const unknown = await call('PUT', '/api/partners/999999', fx.cookies.admin, {
        ...body(),
        active: true,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
});
