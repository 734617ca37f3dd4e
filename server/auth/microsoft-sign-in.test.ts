// POST /auth/microsoft against a local fake of Entra ID (its keys) and Graph (/me): which tokens open
// a session, which are refused (401, never 500), and which accounts they reach.
import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKinds, type TestContext } from '../test/helper.ts';
import { expectRefusal, userIdOf } from '../test/api-fixture.ts';
import { startFakeEntra, type FakeAccount, type FakeEntra } from '../test/fakes/fake-entra.ts';

const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
const SECOND_TENANT = '5d2e9c1a-7b3f-4a6e-8c2d-1f0e9a8b7c62';
const FOREIGN_TENANT = '9e1d7c3b-2a4f-4b6e-9d8c-3e2f1a0b9c53';
const CLIENT_ID = '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74';
const API_AUDIENCE = `api://localhost:3000/${CLIENT_ID}`;

const person = (email: string, tenantId = TENANT, names: Partial<FakeAccount> = {}): FakeAccount => ({
  tenantId,
  objectId: randomUUID(),
  upn: email,
  givenName: 'Mariana',
  surname: 'Gutiérrez Soto',
  ...names,
});

describe.each(testDatabaseKinds())('Microsoft sign-in, POST /auth/microsoft (%s)', (kind) => {
  let ctx: TestContext;
  let entra: FakeEntra;
  // An administrator already linked to its Entra identity in each allowed tenant.
  const admin = person('ms.admin@agroventas.mx');
  const secondTenantAdmin = person('ms.admin2@agroventas.mx', SECOND_TENANT);

  // Each call from its own address: the 30-a-minute guard of the auth routes is not under test here.
  let calls = 0;
  const signIn = (msToken: string) => {
    calls += 1;
    return ctx.request({
      method: 'POST',
      url: '/api/auth/microsoft',
      payload: { msToken },
      remoteAddress: `10.7.0.${calls}`,
    });
  };
  const v1 = (account: FakeAccount, extra: JWTPayload = {}) =>
    entra.apiToken(account, { version: 1, audience: API_AUDIENCE, appId: CLIENT_ID, claims: extra });
  const v2 = (account: FakeAccount, extra: JWTPayload = {}) =>
    entra.apiToken(account, { version: 2, audience: CLIENT_ID, appId: CLIENT_ID, claims: extra });
  // The claims of a valid v1 token of the admin, for the tokens a test signs (or leaves unsigned) itself.
  const adminV1Claims = (): JWTPayload => ({
    aud: API_AUDIENCE,
    iss: `https://sts.windows.net/${TENANT}/`,
    tid: TENANT,
    oid: admin.objectId,
    scp: 'access_as_user',
  });

  async function insertLinked(account: FakeAccount, status: 'ACTIVE' | 'DISABLED' | 'REJECTED' | 'PENDING') {
    await ctx.database.db
      .insertInto('users')
      .values({
        email: account.upn,
        first_name: account.givenName,
        last_name: account.surname,
        role: status === 'PENDING' ? null : 'ADMIN',
        status,
        ms_tenant_id: account.tenantId,
        ms_object_id: account.objectId,
      })
      .execute();
  }

  async function expectRefused(msToken: string) {
    const response = await signIn(msToken);
    expectRefusal(response, 401, 'INVALID_MS_TOKEN', 'No se pudo validar la cuenta de Microsoft.');
    expect(response.headers['set-cookie']).toBeUndefined();
  }

  beforeAll(async () => {
    entra = await startFakeEntra();
    ctx = await createTestContext(kind, {
      MS_TENANT_ID: `${TENANT}, ${SECOND_TENANT}`,
      MS_CLIENT_ID: CLIENT_ID,
      MS_API_AUDIENCE: API_AUDIENCE,
      MS_JWKS_URL: entra.jwksUrl,
      GRAPH_BASE_URL: entra.graphBaseUrl,
    });
    await insertLinked(admin, 'ACTIVE');
    await insertLinked(secondTenantAdmin, 'ACTIVE');
  });
  afterAll(async () => {
    await ctx?.close();
    await entra?.close();
  });

  describe('tokens for our API, verified with the tenant keys', () => {
    it('opens the same session as a password sign-in for a valid v1 token', async () => {
      const response = await signIn(await v1(admin));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
      const cookie = response.cookies.find((c) => c.name === ctx.config.COOKIE_NAME);
      expect(cookie?.httpOnly).toBe(true);
      expect(cookie?.secure).toBe(true);
      const me = await ctx.request({
        method: 'GET',
        url: '/api/auth/me',
        cookie: `${cookie?.name}=${cookie?.value}`,
      });
      expect(me.json().data).toMatchObject({ email: admin.upn, role: 'ADMIN' });
    });

    it('writes the sign-in to the audit log, as the person it signed in', async () => {
      const response = await signIn(await v1(admin));
      expect(response.statusCode).toBe(200);
      const userId = await userIdOf(ctx, admin.upn);
      const entry = await ctx.database.db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'entity_id', 'actor_user_id', 'ip'])
        .where('ip', '=', `10.7.0.${calls}`)
        .executeTakeFirst();
      expect(entry).toEqual({
        action: 'auth.microsoft-login',
        entity: 'users',
        entity_id: String(userId),
        actor_user_id: userId,
        ip: `10.7.0.${calls}`,
      });
    });

    it('accepts a valid v2 token (audience: the client id) and a token of a second allowed tenant', async () => {
      expect((await signIn(await v2(admin))).statusCode).toBe(200);
      expect((await signIn(await v1(secondTenantAdmin))).statusCode).toBe(200);
    });

    it('tolerates a small clock skew but not an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      expect((await signIn(await v1(admin, { exp: now - 20 }))).statusCode).toBe(200);
      await expectRefused(await v1(admin, { exp: now - 300 }));
    });

    it('refuses a token that is not valid yet', async () => {
      const now = Math.floor(Date.now() / 1000);
      await expectRefused(await v1(admin, { nbf: now + 600, iat: now }));
    });

    it('refuses a wrong audience', async () => {
      await expectRefused(
        await entra.apiToken(admin, { version: 2, audience: 'api://otra-app', appId: CLIENT_ID }),
      );
      await expectRefused(await v1(admin, { aud: 'api://otra-app' }));
    });

    it('refuses a wrong issuer, a tenant outside the allow-list and a tenant the issuer does not name', async () => {
      await expectRefused(await v2(admin, { iss: `https://login.example.com/${TENANT}/v2.0` }));
      const foreigner = person('alguien@contoso.com', FOREIGN_TENANT);
      await expectRefused(await v1(foreigner));
      await expectRefused(await v1(admin, { tid: SECOND_TENANT }));
    });

    it('refuses a token without our scope', async () => {
      await expectRefused(await v1(admin, { scp: 'User.Read' }));
      await expectRefused(await v1(admin, { scp: undefined }));
    });

    it('refuses an unsigned token (alg none)', async () => {
      await expectRefused(new UnsecuredJWT(adminV1Claims()).setIssuedAt().setExpirationTime('1h').encode());
    });

    it('refuses HS256 signed with the published public key as the secret', async () => {
      const jwks = (await (await fetch(entra.jwksUrl)).json()) as { keys: Array<{ kid: string; n: string }> };
      const [published] = jwks.keys;
      const secret = new TextEncoder().encode(JSON.stringify(published));
      const forged = await new SignJWT(adminV1Claims())
        .setProtectedHeader({ alg: 'HS256', kid: published?.kid ?? '' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      await expectRefused(forged);
    });

    it('refuses a token signed by an unknown key, with an unknown kid or forging a known one', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      await expectRefused(await entra.sign(adminV1Claims(), { key: privateKey, kid: 'clave-desconocida' }));
      await expectRefused(await entra.sign(adminV1Claims(), { key: privateKey }));
    });

    it('refuses garbage and tokens for someone else entirely (400 for an empty one)', async () => {
      await expectRefused('no-es-un-token');
      await expectRefused(
        await entra.sign({ aud: 'https://outlook.office.com', tid: TENANT, oid: admin.objectId }),
      );
      expect((await signIn('')).statusCode).toBe(400);
    });
  });

  describe('Graph tokens (User.Read), checked with Graph /me', () => {
    it('opens a session when Graph answers for a token issued to our app', async () => {
      entra.accounts.set(admin.objectId, admin);
      const response = await signIn(await entra.graphToken(admin, CLIENT_ID));
      expect(response.statusCode).toBe(200);
      expect(entra.requests).toContain('GET /graph/v1.0/me');
    });

    it('refuses a Graph token issued to another app, or of a tenant outside the allow-list', async () => {
      await expectRefused(await entra.graphToken(admin, randomUUID()));
      const foreigner = person('alguien@contoso.com', FOREIGN_TENANT);
      entra.accounts.set(foreigner.objectId, foreigner);
      await expectRefused(await entra.graphToken(foreigner, CLIENT_ID));
    });

    it('refuses the token when Graph does (401)', async () => {
      entra.graphMode = 'unauthorized';
      try {
        await expectRefused(await entra.graphToken(admin, CLIENT_ID));
      } finally {
        entra.graphMode = 'ok';
      }
    });

    it('answers 503 with a Spanish message when Graph is failing', async () => {
      entra.graphMode = 'failing';
      try {
        const response = await signIn(await entra.graphToken(admin, CLIENT_ID));
        expect(response.statusCode).toBe(503);
        expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
        expect(response.json().message).toMatch(/Microsoft/);
      } finally {
        entra.graphMode = 'ok';
      }
    });
  });

  describe('accounts', () => {
    const countPendingNotices = async () =>
      Number(
        (
          await ctx.database.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('kind', '=', 'USER_PENDING_APPROVAL')
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('turns an unknown staff member into a PENDING account, tells them in Spanish, and notifies once', async () => {
      const newcomer = person('nuevo.ingreso@agroventas.mx', TENANT, {
        givenName: 'Raúl',
        surname: 'Ibarra',
      });
      const before = await countPendingNotices();

      const first = await signIn(await v1(newcomer));
      expect(first.statusCode).toBe(403);
      expect(first.json().code).toBe('ACCOUNT_PENDING');
      expect(first.json().message).toMatch(/administrador debe aprobar tu cuenta/);
      expect(first.headers['set-cookie']).toBeUndefined();
      const row = await ctx.database.db
        .selectFrom('users')
        .selectAll()
        .where('ms_object_id', '=', newcomer.objectId)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        email: 'nuevo.ingreso@agroventas.mx',
        first_name: 'Raúl',
        last_name: 'Ibarra',
        role: null,
        status: 'PENDING',
        ms_tenant_id: TENANT,
        password_hash: null,
      });
      const afterFirst = await countPendingNotices();
      expect(afterFirst).toBeGreaterThan(before);

      const again = await signIn(await v2(newcomer));
      expect(again.statusCode).toBe(403);
      expect(again.json()).toMatchObject({
        code: 'ACCOUNT_PENDING',
        message: expect.stringMatching(/pendiente/),
      });
      expect(await countPendingNotices()).toBe(afterFirst);
      const rows = await ctx.database.db
        .selectFrom('users')
        .select('id')
        .where('ms_object_id', '=', newcomer.objectId)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('links an invited account (same address, no Microsoft identity yet) on its first sign-in', async () => {
      const demoCoordinator = person('Coordinador@AgroVentas.mx');
      const response = await signIn(await v1(demoCoordinator));
      expect(response.statusCode).toBe(200);
      const row = await ctx.database.db
        .selectFrom('users')
        .select(['role', 'ms_tenant_id', 'ms_object_id'])
        .where('email', '=', 'coordinador@agroventas.mx')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        role: 'COORDINATOR',
        ms_tenant_id: TENANT,
        ms_object_id: demoCoordinator.objectId,
      });
      // From now on the identity, not the address, finds the account.
      expect(
        (await signIn(await v2({ ...demoCoordinator, upn: 'otro.alias@agroventas.mx' }))).statusCode,
      ).toBe(200);
    });

    it('refuses another Microsoft identity claiming a linked address', async () => {
      const impostor = person('ms.admin@agroventas.mx');
      const response = await signIn(await v1(impostor));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/vinculado a otra cuenta de Microsoft/);
    });

    it('refuses disabled and rejected accounts with 403 and a Spanish message', async () => {
      const disabled = person('deshabilitada@agroventas.mx');
      const rejected = person('rechazada@agroventas.mx');
      await insertLinked(disabled, 'DISABLED');
      await insertLinked(rejected, 'REJECTED');
      const off = await signIn(await v1(disabled));
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('ACCOUNT_DISABLED');
      const no = await signIn(await v1(rejected));
      expect(no.statusCode).toBe(403);
      expect(no.json().message).toMatch(/rechazada/);
    });
  });
});

describe('Microsoft sign-in not configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 400 with a Spanish message and opens no session', async () => {
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/microsoft',
      payload: { msToken: 'cualquier-token' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'El inicio de sesión con Microsoft no está habilitado en este servidor.',
    );
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
