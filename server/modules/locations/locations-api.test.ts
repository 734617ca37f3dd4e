// The locations API: public geography reads (rate limited for anonymous callers), zones
// readable by staff, and Admin-only writes with unique names and the IN_USE refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/helper.ts';
import { CATALOG_CALLERS } from '../products/test-fixtures.ts';
import { auditCount, dataOf } from './test-fixtures.ts';
import { apiFixture, expectStaleEditRefused } from '../../test/api-fixture.ts';

interface State {
  id: number;
  name: string;
  zone: { id: number; name: string } | null;
}
interface Zone {
  id: number;
  name: string;
}
interface ZoneSummary extends Zone {
  states: { id: number }[];
  users: number;
  clients: number;
  partners: number;
}
interface Place {
  id: number;
  name: string;
}

const JALISCO = 14;

describe.each(testDatabaseKinds())('locations API (%s)', (kind) => {
  const fx = apiFixture(kind, { accounts: CATALOG_CALLERS });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    fx.ctx.request({ method, url, cookie, ...(payload ? { payload } : {}) });
  const newZone = async (name: string): Promise<Zone> => {
    const response = await call('POST', '/api/zones', fx.cookies.admin, { name });
    expect(response.statusCode).toBe(201);
    return dataOf<Zone>(response);
  };

  describe('geography reads', () => {
    it('lists the 32 states with their zone to anyone, signed in or not', async () => {
      for (const cookie of [undefined, fx.cookies.consultant, fx.cookies.farmer]) {
        const response = await call('GET', '/api/states', cookie);
        expect(response.statusCode).toBe(200);
        const states = dataOf<State[]>(response);
        expect(states).toHaveLength(32);
        expect(states.find((s) => s.id === JALISCO)).toMatchObject({
          name: 'Jalisco',
          zone: { name: 'Occidente-Bajío' },
        });
      }
    });

    it('sorts names in Spanish order (accents do not go last)', async () => {
      const names = dataOf<State[]>(await call('GET', '/api/states')).map((s) => s.name);
      expect(names.indexOf('México')).toBeLessThan(names.indexOf('Michoacán de Ocampo'));
      expect(names.indexOf('Querétaro')).toBeLessThan(names.indexOf('Quintana Roo'));
      expect(names.indexOf('Yucatán')).toBeLessThan(names.indexOf('Zacatecas'));
    });

    it('lists the municipalities of a state and the localities of a municipality', async () => {
      const municipalities = dataOf<(Place & { stateId: number })[]>(
        await call('GET', `/api/states/${JALISCO}/municipalities`),
      );
      expect(municipalities.length).toBeGreaterThan(0);
      expect(municipalities.every((m) => m.stateId === JALISCO)).toBe(true);
      const ameca = municipalities.find((m) => m.name === 'Ameca');
      expect(ameca).toBeDefined();
      const localities = dataOf<(Place & { postalCode: string | null })[]>(
        await call('GET', `/api/municipalities/${ameca?.id}/localities`),
      );
      expect(localities.map((l) => l.name)).toContain('El Cabezón');
    });

    it('answers 404 for an unknown state or municipality, and 400 for a bad id', async () => {
      expect((await call('GET', '/api/states/99/municipalities')).statusCode).toBe(404);
      expect((await call('GET', '/api/municipalities/999999/localities')).statusCode).toBe(404);
      const bad = await call('GET', '/api/states/abc/municipalities');
      expect(bad.statusCode).toBe(400);
    });

    it('limits an anonymous address but not signed-in staff', async () => {
      const from = (remoteAddress: string, cookie?: string) =>
        fx.ctx.request({ method: 'GET', url: '/api/states', remoteAddress, cookie });
      for (let i = 0; i < 120; i++) expect((await from('10.20.0.1')).statusCode).toBe(200);
      const limited = await from('10.20.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
      expect((await from('10.20.0.2')).statusCode).toBe(200);
      expect((await from('10.20.0.1', fx.cookies.consultant)).statusCode).toBe(200);
    });
  });

  describe('zones', () => {
    it('lists zones to every staff role, not to farmers or anonymous callers', async () => {
      for (const role of ['admin', 'coordinator', 'supervisor', 'consultant'] as const) {
        const response = await call('GET', '/api/zones', fx.cookies[role]);
        expect(response.statusCode).toBe(200);
        expect(dataOf<Zone[]>(response).map((z) => z.name)).toContain('Noroeste');
      }
      expect((await call('GET', '/api/zones', fx.cookies.farmer)).statusCode).toBe(403);
      expect((await call('GET', '/api/zones')).statusCode).toBe(401);
    });

    it('summarises each zone with its states and what uses it, for the admin only', async () => {
      const response = await call('GET', '/api/zones/summary', fx.cookies.admin);
      const bajio = dataOf<ZoneSummary[]>(response).find((z) => z.name === 'Occidente-Bajío');
      expect(bajio?.states.map((s) => s.id)).toContain(JALISCO);
      expect(bajio?.users).toBeGreaterThan(0);
      expect(bajio?.clients).toBeGreaterThan(0);
      expect(bajio?.partners).toBeGreaterThan(0);
      expect((await call('GET', '/api/zones/summary', fx.cookies.coordinator)).statusCode).toBe(403);
    });

    it('creates and renames a zone, with an audit entry for each', async () => {
      const zone = await newZone('  Altiplano  ');
      expect(zone.name).toBe('Altiplano');
      const renamed = await call('PUT', `/api/zones/${zone.id}`, fx.cookies.admin, {
        name: 'Altiplano Potosino',
      });
      expect(renamed.statusCode).toBe(200);
      expect(dataOf<Zone>(renamed).name).toBe('Altiplano Potosino');
      expect(await auditCount(fx.ctx, 'zones.create')).toBeGreaterThan(0);
      expect(await auditCount(fx.ctx, 'zones.update')).toBeGreaterThan(0);
    });

    it('refuses a rename from a stale version, and keeps the name an edit leaves out', async () => {
      const zone = await newZone('Huasteca');
      const summary = async () =>
        dataOf<{ id: number; name: string; version: number }[]>(
          await call('GET', '/api/zones/summary', fx.cookies.admin),
        ).find((z) => z.id === zone.id);
      const read = await summary();
      expect(read?.version).toBe(1);
      const first = await call('PUT', `/api/zones/${zone.id}`, fx.cookies.admin, {
        name: 'Huasteca Alta',
        version: 1,
      });
      expect(first.statusCode, first.body).toBe(200);
      // A second editor who read version 1 too is refused, and its name is not stored.
      const stale = await call('PUT', `/api/zones/${zone.id}`, fx.cookies.admin, {
        name: 'Huasteca Baja',
        version: 1,
      });
      expectStaleEditRefused(stale);
      expect(await summary()).toMatchObject({ name: 'Huasteca Alta', version: 2 });
      const unchanged = await call('PUT', `/api/zones/${zone.id}`, fx.cookies.admin, { version: 2 });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
      expect(await summary()).toMatchObject({ name: 'Huasteca Alta', version: 3 });
    });

    it('refuses a name another zone has, whatever the case or accents', async () => {
      const response = await call('POST', '/api/zones', fx.cookies.admin, { name: 'occidente-bajio' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Ya existe una zona llamada «Occidente-Bajío».',
      });
      const other = await newZone('Zona Temporal');
      const rename = await call('PUT', `/api/zones/${other.id}`, fx.cookies.admin, { name: 'NOROESTE' });
      expect(rename.statusCode).toBe(409);
      // Keeping its own name is not a clash.
      const same = await call('PUT', `/api/zones/${other.id}`, fx.cookies.admin, { name: 'Zona temporal' });
      expect(same.statusCode).toBe(200);
    });

    it('refuses a blank or too long name with a field message', async () => {
      const blank = await call('POST', '/api/zones', fx.cookies.admin, { name: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({
        details: [{ path: 'name', message: 'El nombre de la zona es obligatorio.' }],
      });
      const long = await call('POST', '/api/zones', fx.cookies.admin, { name: 'x'.repeat(61) });
      expect(long.statusCode).toBe(400);
    });

    it('refuses to delete a zone while states, users, customers or partners use it, saying what', async () => {
      const bajio = dataOf<Zone[]>(await call('GET', '/api/zones', fx.cookies.admin)).find(
        (z) => z.name === 'Occidente-Bajío',
      );
      const response = await call('DELETE', `/api/zones/${bajio?.id}`, fx.cookies.admin);
      expect(response.statusCode).toBe(409);
      const body = response.json() as { code: string; message: string };
      expect(body.code).toBe('IN_USE');
      expect(body.message).toMatch(
        /^No se puede eliminar la zona «Occidente-Bajío» porque la usan \d+ usuarios?, /,
      );
      expect(body.message).toMatch(/clientes?/);
      expect(body.message).toMatch(/socios? comercial/);
      expect(body.message).toMatch(/ y \d+ estados?\./);
      expect(dataOf<Zone[]>(await call('GET', '/api/zones', fx.cookies.admin)).map((z) => z.id)).toContain(
        bajio?.id,
      );
    });

    it('refuses to delete a zone that only a state uses, then deletes it once the state moves', async () => {
      const zone = await newZone('Zona de Paso');
      const zacatecas = 32;
      const before = dataOf<State[]>(await call('GET', '/api/states')).find((s) => s.id === zacatecas);
      expect(
        (await call('PUT', `/api/states/${zacatecas}/zone`, fx.cookies.admin, { zoneId: zone.id }))
          .statusCode,
      ).toBe(200);
      const refused = await call('DELETE', `/api/zones/${zone.id}`, fx.cookies.admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'IN_USE',
        message:
          'No se puede eliminar la zona «Zona de Paso» porque la usa 1 estado. Cámbialos de zona primero.',
      });
      await call('PUT', `/api/states/${zacatecas}/zone`, fx.cookies.admin, {
        zoneId: before?.zone?.id ?? null,
      });
      const deleted = await call('DELETE', `/api/zones/${zone.id}`, fx.cookies.admin);
      expect(deleted.statusCode).toBe(200);
      expect(await auditCount(fx.ctx, 'zones.delete')).toBe(1);
      expect((await call('DELETE', `/api/zones/${zone.id}`, fx.cookies.admin)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/zones/${zone.id}`, fx.cookies.admin, { name: 'Otra' })).statusCode,
      ).toBe(404);
    });

    it('refuses zone writes to every role but the admin', async () => {
      const zone = await newZone('Zona Protegida');
      for (const role of ['coordinator', 'supervisor', 'consultant', 'farmer'] as const) {
        expect((await call('POST', '/api/zones', fx.cookies[role], { name: 'Intrusa' })).statusCode).toBe(
          403,
        );
        expect(
          (await call('PUT', `/api/zones/${zone.id}`, fx.cookies[role], { name: 'Intrusa' })).statusCode,
        ).toBe(403);
        expect((await call('DELETE', `/api/zones/${zone.id}`, fx.cookies[role])).statusCode).toBe(403);
      }
      const names = dataOf<Zone[]>(await call('GET', '/api/zones', fx.cookies.admin)).map((z) => z.name);
      expect(names).toContain('Zona Protegida');
      expect(names).not.toContain('Intrusa');
    });
  });

  describe('state zones', () => {
    it('moves a state to another zone and back to none', async () => {
      const zone = await newZone('Zona Golfo');
      const tabasco = 27;
      const moved = await call('PUT', `/api/states/${tabasco}/zone`, fx.cookies.admin, { zoneId: zone.id });
      expect(moved.statusCode).toBe(200);
      expect(dataOf<State>(moved).zone).toEqual({ id: zone.id, name: 'Zona Golfo' });
      const listed = dataOf<State[]>(await call('GET', '/api/states')).find((s) => s.id === tabasco);
      expect(listed?.zone?.id).toBe(zone.id);
      const cleared = await call('PUT', `/api/states/${tabasco}/zone`, fx.cookies.admin, { zoneId: null });
      expect(dataOf<State>(cleared).zone).toBeNull();
      expect(await auditCount(fx.ctx, 'states.zone')).toBeGreaterThanOrEqual(2);
    });

    it('refuses an unknown zone or state, a missing zoneId, and non-admins', async () => {
      const unknownZone = await call('PUT', `/api/states/${JALISCO}/zone`, fx.cookies.admin, {
        zoneId: 999999,
      });
      expect(unknownZone.statusCode).toBe(400);
      expect(unknownZone.json()).toMatchObject({ details: [{ path: 'zoneId' }] });
      expect((await call('PUT', '/api/states/99/zone', fx.cookies.admin, { zoneId: null })).statusCode).toBe(
        404,
      );
      expect((await call('PUT', `/api/states/${JALISCO}/zone`, fx.cookies.admin, {})).statusCode).toBe(400);
      expect(
        (await call('PUT', `/api/states/${JALISCO}/zone`, fx.cookies.coordinator, { zoneId: null }))
          .statusCode,
      ).toBe(403);
      const jalisco = dataOf<State[]>(await call('GET', '/api/states')).find((s) => s.id === JALISCO);
      expect(jalisco?.zone?.name).toBe('Occidente-Bajío');
    });
  });

  describe('localities', () => {
    let municipalityId: number;
    beforeAll(async () => {
      const municipalities = dataOf<Place[]>(await call('GET', `/api/states/${JALISCO}/municipalities`));
      municipalityId = municipalities[0]?.id ?? 0;
    });

    it('adds a locality that the municipality then lists, and edits it', async () => {
      const created = await call('POST', '/api/localities', fx.cookies.admin, {
        municipalityId,
        name: 'Rancho Nuevo',
        postalCode: '46601',
      });
      expect(created.statusCode).toBe(201);
      const locality = dataOf<Place & { postalCode: string | null; municipalityId: number }>(created);
      expect(locality).toMatchObject({ municipalityId, name: 'Rancho Nuevo', postalCode: '46601' });
      const listed = dataOf<Place[]>(await call('GET', `/api/municipalities/${municipalityId}/localities`));
      expect(listed.map((l) => l.name)).toContain('Rancho Nuevo');

      const edited = await call('PUT', `/api/localities/${locality.id}`, fx.cookies.admin, {
        name: 'Rancho Nuevo de Arriba',
        postalCode: '',
      });
      expect(edited.statusCode).toBe(200);
      expect(dataOf<Place & { postalCode: string | null }>(edited)).toMatchObject({
        name: 'Rancho Nuevo de Arriba',
        postalCode: null,
      });
      expect(await auditCount(fx.ctx, 'localities.create')).toBe(1);
      expect(await auditCount(fx.ctx, 'localities.update')).toBe(1);
    });

    it('refuses a name the municipality already has, a bad postal code and an unknown municipality', async () => {
      const existing = dataOf<Place[]>(
        await call('GET', `/api/municipalities/${municipalityId}/localities`),
      )[0];
      const twin = await call('POST', '/api/localities', fx.cookies.admin, {
        municipalityId,
        name: existing?.name.toUpperCase(),
      });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ code: 'CONFLICT', details: [{ path: 'name' }] });
      const badPostal = await call('POST', '/api/localities', fx.cookies.admin, {
        municipalityId,
        name: 'La Loma',
        postalCode: '4660',
      });
      expect(badPostal.statusCode).toBe(400);
      expect(badPostal.json()).toMatchObject({
        details: [{ path: 'postalCode', message: 'El código postal tiene 5 dígitos.' }],
      });
      const unknown = await call('POST', '/api/localities', fx.cookies.admin, {
        municipalityId: 999999,
        name: 'X',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ details: [{ path: 'municipalityId' }] });
      expect((await call('PUT', '/api/localities/999999', fx.cookies.admin, { name: 'X' })).statusCode).toBe(
        404,
      );
    });

    it('creates one of the same new locality sent at once, and refuses the others with 409', async () => {
      // On PostgreSQL the requests race past the name check, and the unique index decides: the
      // losers must get the same Spanish 409, never a 500.
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call('POST', '/api/localities', fx.cookies.admin, { municipalityId, name: 'El Zapote Gemelo' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
      for (const answer of answers.filter((each) => each.statusCode === 409))
        expect(answer.json()).toMatchObject({
          code: 'CONFLICT',
          details: [{ path: 'name', message: 'Ya existe una localidad con ese nombre en el municipio.' }],
        });
    });

    it('refuses a locality edit from a stale version, and keeps the fields an edit leaves out', async () => {
      const created = await call('POST', '/api/localities', fx.cookies.admin, {
        municipalityId,
        name: 'Ojo de Agua',
        postalCode: '46602',
      });
      expect(created.statusCode, created.body).toBe(201);
      const locality = dataOf<Place & { version: number }>(created);
      expect(locality.version).toBe(1);
      const current = async () =>
        dataOf<(Place & { postalCode: string | null; version: number })[]>(
          await call('GET', `/api/municipalities/${municipalityId}/localities`),
        ).find((l) => l.id === locality.id);

      // Only the name: the postal code stays.
      const renamed = await call('PUT', `/api/localities/${locality.id}`, fx.cookies.admin, {
        name: 'Ojo de Agua Grande',
        version: 1,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(await current()).toMatchObject({ name: 'Ojo de Agua Grande', postalCode: '46602', version: 2 });
      // A second editor who read version 1 too is refused, and none of its fields is stored.
      const stale = await call('PUT', `/api/localities/${locality.id}`, fx.cookies.admin, {
        name: 'Ojo de Agua Chico',
        postalCode: null,
        version: 1,
      });
      expectStaleEditRefused(stale);
      expect(await current()).toMatchObject({ name: 'Ojo de Agua Grande', postalCode: '46602', version: 2 });
      // null clears the postal code and keeps the name.
      const cleared = await call('PUT', `/api/localities/${locality.id}`, fx.cookies.admin, {
        postalCode: null,
        version: 2,
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(await current()).toMatchObject({ name: 'Ojo de Agua Grande', postalCode: null, version: 3 });
    });

    it('refuses renaming a locality to a sibling’s name', async () => {
      const [first, second] = dataOf<Place[]>(
        await call('GET', `/api/municipalities/${municipalityId}/localities`),
      );
      const response = await call('PUT', `/api/localities/${second?.id}`, fx.cookies.admin, {
        name: first?.name,
      });
      expect(response.statusCode).toBe(409);
    });

    it('refuses locality writes to every role but the admin', async () => {
      for (const role of ['coordinator', 'supervisor', 'consultant', 'farmer'] as const) {
        const post = await call('POST', '/api/localities', fx.cookies[role], {
          municipalityId,
          name: 'Intrusa',
        });
        expect(post.statusCode).toBe(403);
      }
      const names = dataOf<Place[]>(
        await call('GET', `/api/municipalities/${municipalityId}/localities`),
      ).map((l) => l.name);
      expect(names).not.toContain('Intrusa');
    });
  });
});
