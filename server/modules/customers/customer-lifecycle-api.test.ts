// Approving self-registered customers, activating and deactivating, and the farmer's client key:
// a new key works at once, the old one and the sessions opened with it stop at once.
import { describe, expect, it } from 'vitest';
import { hashClientKey } from '../../auth/tokens.ts';
import { DEMO_CLIENT_KEY, demoFarmerClientId, testDatabaseKinds } from '../../test/helper.ts';
import { auditEntryOf, openSessionsOf } from '../../test/api-fixture.ts';
import { customerBody, customersFixture, customerCalls, storedClient, type Demo } from './test-fixtures.ts';

describe.each(testDatabaseKinds())('customer lifecycle API (%s)', (kind) => {
  const fx = customersFixture(kind);
  const call = customerCalls(fx);
  const createFor = async (cookie: string, place = fx.places.bajio, extra: Record<string, unknown> = {}) => {
    const response = await call('POST', '/clients', cookie, customerBody(place, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  /** A self-registration through the public page, trying to pick its consultant and status. */
  const register = async (place: Demo['places']['bajio']) => {
    const response = await call('POST', '/clients/register', undefined, {
      ...customerBody(place),
      consultantId: fx.ids.consultant,
      status: 'ACTIVE',
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as number;
  };
  const farmerSignIn = (clientKey: string) => call('POST', '/auth/client', undefined, { clientKey });

  describe('self-registered customers', () => {
    it('cannot choose their consultant and wait, visible to the coordinator of their zone', async () => {
      const id = await register(fx.places.bajio);
      expect(await storedClient(fx.ctx, id)).toMatchObject({
        consultant_id: null,
        status: 'PENDING',
        zone_id: fx.zones.bajio,
        self_registered: true,
      });
      const pending = await call('GET', '/clients?size=all&status=PENDING', fx.cookies.coordinator);
      expect(pending.json().data.data.map((c: { id: number }) => c.id)).toContain(id);
      // Not the consultant's: it has no consultant yet.
      expect((await call('GET', `/clients/${id}`, fx.cookies.consultant)).statusCode).toBe(404);
      expect((await call('GET', `/clients/${id}`, fx.cookies.coordinatorNoroeste)).statusCode).toBe(404);
    });

    it('are approved only with an active consultant the approver reaches', async () => {
      const id = await register(fx.places.bajio);
      const approve = (cookie: string, consultantId: number) =>
        call('PUT', `/clients/${id}/approve`, cookie, { consultantId });

      const outOfZone = await approve(fx.cookies.coordinator, fx.ids.consultantNoroeste);
      expect(outOfZone.statusCode).toBe(400);
      expect(outOfZone.json().details).toEqual([
        { path: 'consultantId', message: 'Elige un consultor activo de tu zona.' },
      ]);
      expect((await approve(fx.cookies.coordinator, fx.ids.disabledConsultant)).statusCode).toBe(400);
      expect((await approve(fx.cookies.coordinatorNoroeste, fx.ids.consultantNoroeste)).statusCode).toBe(404);
      expect((await approve(fx.cookies.consultant, fx.ids.consultant)).statusCode).toBe(403);
      expect((await approve(fx.cookies.supervisor, fx.ids.consultant)).statusCode).toBe(403);
      expect((await call('PUT', `/clients/${id}/approve`, fx.cookies.coordinator, {})).statusCode).toBe(400);
      expect((await storedClient(fx.ctx, id)).status).toBe('PENDING');

      const approved = await approve(fx.cookies.coordinator, fx.ids.consultant2);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({
        status: 'ACTIVE',
        consultantId: fx.ids.consultant2,
        zoneId: fx.zones.bajio,
        selfRegistered: true,
      });
      expect((await call('GET', `/clients/${id}`, fx.cookies.consultant2)).statusCode).toBe(200);
      const again = await approve(fx.cookies.coordinator, fx.ids.consultant);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('El cliente ya no está pendiente de aprobación.');
      const audit = await fx.ctx.database.db
        .selectFrom('audit_log')
        .select('actor_user_id')
        .where('action', '=', 'clients.approve')
        .where('entity_id', '=', String(id))
        .execute();
      expect(audit).toEqual([{ actor_user_id: fx.ids.coordinator }]);
    });

    it('take the zone of the consultant an admin approves them with', async () => {
      const id = await register(fx.places.bajio);
      const approved = await call('PUT', `/clients/${id}/approve`, fx.cookies.admin, {
        consultantId: fx.ids.consultantNoroeste,
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().data).toMatchObject({ zoneId: fx.zones.noroeste, status: 'ACTIVE' });
    });

    it('can be set aside as inactive, but become active only by approval', async () => {
      const id = await register(fx.places.bajio);
      const activate = await call('PUT', `/clients/${id}/status`, fx.cookies.coordinator, {
        status: 'ACTIVE',
      });
      expect(activate.statusCode).toBe(409);
      const setAside = await call('PUT', `/clients/${id}/status`, fx.cookies.coordinator, {
        status: 'INACTIVE',
      });
      expect(setAside.statusCode, setAside.body).toBe(200);
      expect(setAside.json().data.status).toBe('INACTIVE');
      expect(
        (
          await call('PUT', `/clients/${id}/approve`, fx.cookies.admin, {
            consultantId: fx.ids.consultant,
          })
        ).statusCode,
      ).toBe(409);
    });
  });

  describe('PUT /clients/{id}/status', () => {
    it('deactivates a customer: its key and its farmer sessions stop, and reactivating restores the key', async () => {
      const id = await createFor(fx.cookies.consultant);
      const key = (await call('POST', `/clients/${id}/client-key`, fx.cookies.consultant)).json().data
        .clientKey;
      const farmer = await fx.ctx.loginFarmer(key);
      expect((await call('GET', '/auth/me', farmer)).statusCode).toBe(200);

      const off = await call('PUT', `/clients/${id}/status`, fx.cookies.consultant, { status: 'INACTIVE' });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data.status).toBe('INACTIVE');
      expect((await call('GET', '/auth/me', farmer)).statusCode).toBe(401);
      expect((await farmerSignIn(key)).statusCode).toBe(401);
      const sessions = await openSessionsOf(fx.ctx, { clientId: id });
      expect(sessions).toEqual([]);

      const on = await call('PUT', `/clients/${id}/status`, fx.cookies.consultant, { status: 'ACTIVE' });
      expect(on.json().data.status).toBe('ACTIVE');
      expect((await farmerSignIn(key)).statusCode).toBe(200);
    });

    it('refuses a status other than ACTIVE or INACTIVE, other owners (404) and supervisors (403)', async () => {
      const id = await createFor(fx.cookies.consultant2);
      expect(
        (await call('PUT', `/clients/${id}/status`, fx.cookies.consultant2, { status: 'PENDING' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('PUT', `/clients/${id}/status`, fx.cookies.consultant, { status: 'INACTIVE' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('PUT', `/clients/${id}/status`, fx.cookies.supervisor, { status: 'INACTIVE' }))
          .statusCode,
      ).toBe(403);
      expect((await storedClient(fx.ctx, id)).status).toBe('ACTIVE');
    });
  });

  describe('POST /clients/{id}/client-key', () => {
    it('answers a new key once, keeps only its hash and hint, and the key signs the farmer in', async () => {
      const id = await createFor(fx.cookies.consultant);
      const response = await call('POST', `/clients/${id}/client-key`, fx.cookies.consultant);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const { clientKey, clientKeyHint } = response.json().data;
      expect(clientKey).toMatch(/^AGV-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
      expect(clientKeyHint).toBe(`AGV-••••-••••-${clientKey.slice(-4)}`);
      const stored = await storedClient(fx.ctx, id);
      expect(stored).toMatchObject({
        client_key_hash: hashClientKey(clientKey),
        client_key_hint: clientKeyHint,
      });
      const detail = (await call('GET', `/clients/${id}`, fx.cookies.consultant)).json().data;
      expect(detail).toMatchObject({ hasClientKey: true, clientKeyHint });
      expect(JSON.stringify(detail)).not.toContain(clientKey);
      const audit = await auditEntryOf(fx.ctx, 'clients.client-key', id);
      expect(JSON.stringify(audit)).not.toContain(clientKey);
      expect((await farmerSignIn(clientKey.toLowerCase())).statusCode).toBe(200);
    });

    it('makes the old key fail at once and ends the sessions opened with it', async () => {
      const farmer = await fx.ctx.loginFarmer(DEMO_CLIENT_KEY);
      const demoFarmerId = await demoFarmerClientId(fx.ctx);
      const response = await call('POST', `/clients/${demoFarmerId}/client-key`, fx.cookies.coordinator);
      expect(response.statusCode, response.body).toBe(201);
      const newKey = response.json().data.clientKey;

      expect((await farmerSignIn(DEMO_CLIENT_KEY)).statusCode).toBe(401);
      expect((await call('GET', '/auth/me', farmer)).statusCode).toBe(401);
      const signedIn = await farmerSignIn(newKey);
      expect(signedIn.statusCode).toBe(200);
    });

    it('refuses customers outside the scope (404), supervisors (403) and customers that are not active (409)', async () => {
      const theirs = await createFor(fx.cookies.consultant2);
      expect((await call('POST', `/clients/${theirs}/client-key`, fx.cookies.consultant)).statusCode).toBe(
        404,
      );
      expect(
        (await call('POST', `/clients/${theirs}/client-key`, fx.cookies.coordinatorNoroeste)).statusCode,
      ).toBe(404);
      expect((await call('POST', `/clients/${theirs}/client-key`, fx.cookies.supervisor)).statusCode).toBe(
        403,
      );
      expect((await storedClient(fx.ctx, theirs)).client_key_hash).toBeNull();

      const pending = await register(fx.places.bajio);
      const refused = await call('POST', `/clients/${pending}/client-key`, fx.cookies.admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Solo un cliente activo puede recibir una clave de acceso.');
    });
  });
});
