import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  DEMO_CLIENT_KEY,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  demoFarmerClientId,
  TEST_API_KEY,
  testDatabaseKinds,
  type TestContext,
} from '../test/helper.ts';
import { expectRefusal } from '../test/api-fixture.ts';
import { hasAuditEntry } from '../test/audit.ts';
import { sha256 } from './tokens.ts';

const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe.each(testDatabaseKinds())('sign-in and sessions (%s)', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const signIn = (email: string, password: string, remoteAddress = '10.1.0.1') =>
    ctx.request({ method: 'POST', url: '/api/auth/', payload: { email, password }, remoteAddress });

  describe('password sign-in', () => {
    it('answers { data: { ok: true } } and sets a HttpOnly, Secure, SameSite=None, Partitioned cookie on /', async () => {
      const response = await signIn(DEMO_EMAILS.ADMIN, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(new RegExp(`^${ctx.config.COOKIE_NAME}=[A-Za-z0-9_-]{40,};`));
      expect(header).toContain('HttpOnly');
      expect(header).toContain('Secure');
      expect(header).toContain('SameSite=None');
      expect(header).toContain('Partitioned');
      expect(header).toContain('Path=/');
    });

    it('stores only the hash of the session id', async () => {
      const cookie = await ctx.login(DEMO_EMAILS.SUPERVISOR);
      const token = cookieValue(cookie);
      const db = ctx.database.db;
      expect(
        await db.selectFrom('sessions').select('id').where('id', '=', token).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await db.selectFrom('sessions').select('id').where('id', '=', sha256(token)).executeTakeFirst(),
      ).toBeDefined();
    });

    it('accepts the email in any case and with spaces around it', async () => {
      const response = await signIn('  Admin@AgroVentas.MX ', DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email identically (401, Spanish message)', async () => {
      const wrongPassword = await signIn(DEMO_EMAILS.COORDINATOR, 'no-es-la-clave', '10.1.1.1');
      const unknownEmail = await signIn('nadie@agroventas.mx', 'no-es-la-clave', '10.1.1.2');
      expectRefusal(wrongPassword, 401, 'INVALID_CREDENTIALS', 'Correo o contraseña incorrectos.');
      expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a disabled account with the invalid-credentials answer unless the password is right', async () => {
      const disabled = await ctx.database.db
        .selectFrom('users')
        .select('email')
        .where('status', '=', 'DISABLED')
        .where('password_hash', 'is not', null)
        .executeTakeFirstOrThrow();
      const wrong = await signIn(disabled.email, 'no-es-la-clave', '10.1.2.1');
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const right = await signIn(disabled.email, DEMO_PASSWORD, '10.1.2.1');
      expect(right.statusCode).toBe(403);
      expect(right.json().code).toBe('ACCOUNT_DISABLED');
      expect(right.headers['set-cookie']).toBeUndefined();
    });

    it('tells a pending account its status only after the password is verified', async () => {
      const pendingEmail = 'pendiente.prueba@agroventas.mx';
      const hash = await ctx.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', DEMO_EMAILS.ADMIN)
        .executeTakeFirstOrThrow();
      await ctx.database.db
        .insertInto('users')
        .values({
          email: pendingEmail,
          first_name: 'Pendiente',
          last_name: 'Prueba',
          role: null,
          status: 'PENDING',
          password_hash: hash.password_hash,
        })
        .execute();
      const wrong = await signIn(pendingEmail, 'no-es-la-clave', '10.1.3.1');
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const right = await signIn(pendingEmail, DEMO_PASSWORD, '10.1.3.1');
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({
        code: 'ACCOUNT_PENDING',
        message: expect.stringContaining('pendiente'),
      });
    });

    it('gives a Microsoft-only account (no password) the invalid-credentials answer', async () => {
      await ctx.database.db
        .insertInto('users')
        .values({
          email: 'solo.microsoft@agroventas.mx',
          first_name: 'Solo',
          last_name: 'Microsoft',
          role: 'SUPERVISOR',
          status: 'ACTIVE',
          password_hash: null,
        })
        .execute();
      const response = await signIn('solo.microsoft@agroventas.mx', DEMO_PASSWORD, '10.1.4.1');
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_CREDENTIALS');
    });

    it('rotates the session: a new id at each sign-in, and the old one no longer works', async () => {
      const first = await ctx.login(DEMO_EMAILS.ADMIN);
      const again = await ctx.request({
        method: 'POST',
        url: '/api/auth/',
        payload: { email: DEMO_EMAILS.ADMIN, password: DEMO_PASSWORD },
        cookie: first,
      });
      const second = again.cookies.find((c) => c.name === ctx.config.COOKIE_NAME);
      expect(second?.value).toBeTruthy();
      expect(second?.value).not.toBe(cookieValue(first));
      expect((await ctx.request({ method: 'GET', url: '/api/auth/me', cookie: first })).statusCode).toBe(401);
      const me = await ctx.request({
        method: 'GET',
        url: '/api/auth/me',
        cookie: `${second?.name}=${second?.value}`,
      });
      expect(me.statusCode).toBe(200);
    });

    it('writes the sign-in to the audit log', async () => {
      await signIn(DEMO_EMAILS.COORDINATOR, DEMO_PASSWORD, '10.1.5.1');
      const entry = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'ip'])
        .where('action', '=', 'auth.login')
        .where('ip', '=', '10.1.5.1')
        .executeTakeFirst();
      expect(entry).toEqual({ action: 'auth.login', entity: 'users', ip: '10.1.5.1' });
    });
  });

  describe('GET /auth/me', () => {
    it('answers the staff user details', async () => {
      const cookie = await ctx.login(DEMO_EMAILS.CONSULTANT);
      const response = await ctx.request({ method: 'GET', url: '/api/auth/me', cookie });
      expect(response.statusCode).toBe(200);
      const user = await ctx.database.db
        .selectFrom('users as u')
        .leftJoin('partners as p', 'p.id', 'u.distributor_id')
        .select([
          'u.id',
          'u.first_name',
          'u.last_name',
          'p.id as distributor_id',
          'p.name as distributor_name',
        ])
        .where('u.email', '=', DEMO_EMAILS.CONSULTANT)
        .executeTakeFirstOrThrow();
      expect(response.json()).toEqual({
        data: {
          id: user.id,
          role: 'CONSULTANT',
          distributor: user.distributor_id ? { id: user.distributor_id, name: user.distributor_name } : null,
          // consultor@ has not accepted the terms in the demo data
          acceptedTos: false,
          firstName: user.first_name,
          lastName: user.last_name,
          email: DEMO_EMAILS.CONSULTANT,
        },
      });
      expect(response.json().data).not.toHaveProperty('clientKey');
    });

    it('answers 401 UNAUTHENTICATED without a session, and with an unknown one', async () => {
      for (const cookie of [undefined, `${ctx.config.COOKIE_NAME}=inventada`]) {
        const response = await ctx.request({ method: 'GET', url: '/api/auth/me', cookie });
        expectRefusal(
          response,
          401,
          'UNAUTHENTICATED',
          'Sesión inválida. Por favor, inicia sesión nuevamente.',
        );
      }
    });

    it('renews the expiry of a session in use (sliding), and refuses an expired one', async () => {
      const cookie = await ctx.login(DEMO_EMAILS.SUPERVISOR);
      const id = sha256(cookieValue(cookie));
      const db = ctx.database.db;
      const soon = new Date(Date.now() + 60_000);
      await db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - 10 * 60_000), expires_at: soon })
        .where('id', '=', id)
        .execute();
      expect((await ctx.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(200);
      const renewed = await db
        .selectFrom('sessions')
        .select('expires_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(Date.now() + 3_600_000);

      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', id)
        .execute();
      expect((await ctx.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
    });
  });

  describe('farmer sign-in with the client key', () => {
    it('signs the farmer in and answers FARMER details with the key hint, never the key', async () => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/client',
        payload: { clientKey: DEMO_CLIENT_KEY.toLowerCase() },
        remoteAddress: '10.2.0.1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      const cookie = response.cookies.find((c) => c.name === ctx.config.COOKIE_NAME);
      const me = await ctx.request({
        method: 'GET',
        url: '/api/auth/me',
        cookie: `${cookie?.name}=${cookie?.value}`,
      });
      expect(me.statusCode).toBe(200);
      const details = me.json().data;
      expect(details).toMatchObject({ role: 'FARMER', distributor: null, acceptedTos: true });
      expect(details.clientKey).toMatch(/2026$/);
      expect(details.clientKey).not.toBe(DEMO_CLIENT_KEY);
    });

    it("writes the farmer's sign-in to the audit log, as the customer", async () => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/client',
        payload: { clientKey: DEMO_CLIENT_KEY },
        remoteAddress: '10.2.5.1',
      });
      expect(response.statusCode).toBe(200);
      const entry = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'entity_id', 'actor_client_id', 'actor_user_id'])
        .where('ip', '=', '10.2.5.1')
        .executeTakeFirst();
      const clientId = await demoFarmerClientId(ctx);
      expect(entry).toEqual({
        action: 'auth.client-login',
        entity: 'clients',
        entity_id: String(clientId),
        actor_client_id: clientId,
        actor_user_id: null,
      });
    });

    it('answers 401 INVALID_CLIENT_KEY for an unknown key', async () => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/client',
        payload: { clientKey: 'AGV-NOPE-NOPE-NOPE' },
        remoteAddress: '10.2.0.2',
      });
      expectRefusal(response, 401, 'INVALID_CLIENT_KEY', 'La clave de cliente no es válida.');
    });
  });

  describe('logout', () => {
    it('kills the session on the server and clears the cookie, even with an empty JSON body', async () => {
      const cookie = await ctx.login(DEMO_EMAILS.ADMIN);
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { 'content-type': 'application/json' },
        payload: '',
        cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${ctx.config.COOKIE_NAME}=;`));
      const stored = await ctx.database.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sha256(cookieValue(cookie)))
        .executeTakeFirst();
      expect(stored).toBeUndefined();
      expect((await ctx.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401);
      expect(await hasAuditEntry(ctx.database.db, 'auth.logout')).toBe(true);
    });

    it('answers 200 to a browser whose session is already gone', async () => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/logout',
        cookie: `${ctx.config.COOKIE_NAME}=caducada`,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('request gate', () => {
    it('refuses a write without an Origin, or from a foreign one, with 403 ORIGIN_NOT_ALLOWED', async () => {
      for (const origin of [undefined, 'https://evil.example']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/',
          headers: { 'x-api-key': TEST_API_KEY, ...(origin ? { origin } : {}) },
          payload: { email: DEMO_EMAILS.ADMIN, password: DEMO_PASSWORD },
        });
        expectRefusal(response, 403, 'ORIGIN_NOT_ALLOWED', 'Origen de la solicitud no permitido.');
      }
    });

    it('accepts a write from a Teams host (docs/design.md §4) but not from a look-alike', async () => {
      const send = (origin: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { 'x-api-key': TEST_API_KEY, origin },
        });
      expect((await send('https://teams.microsoft.com')).statusCode).toBe(200);
      expect((await send('https://teams.cloud.microsoft')).statusCode).toBe(200);
      const lookAlike = await send('https://teams.microsoft.com.evil.example');
      expect(lookAlike.statusCode).toBe(403);
      expect(lookAlike.json().code).toBe('ORIGIN_NOT_ALLOWED');
    });

    it('refuses a missing or wrong x-api-key with 403 API_KEY_INVALID, except on the health check', async () => {
      for (const key of [undefined, 'otra-clave']) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: key ? { 'x-api-key': key } : {},
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('API_KEY_INVALID');
      }
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    });

    it('answers bad input with 400 VALIDATION_FAILED, a Spanish message and details per field', async () => {
      const response = await ctx.request({
        method: 'POST',
        url: '/api/auth/',
        payload: { email: 'no-es-correo', password: '' },
        remoteAddress: '10.3.0.1',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(body.details).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Escribe un correo electrónico válido.' },
          { path: 'password', message: 'La contraseña es obligatoria.' },
        ]),
      );
      expect(body.message).toBe(body.details[0].message);
    });
  });
});
