// Tokens: the forgery list against POST /auth/microsoft, on the fakes (a local
// Entra with its own keys, and Graph): every forged token is refused with 401 and opens no
// session, while a genuine one, as a control, is accepted.
import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEntra, type FakeAccount, type FakeEntra } from '../../server/test/fakes/fake-entra.ts';
import { createTestContext, type TestContext } from '../../server/test/helper.ts';
import { rowCount } from '../../server/test/row-count.ts';
import { nextAddress, reliabilityKinds } from './support/context.ts';

const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
const FOREIGN_TENANT = '9e1d7c3b-2a4f-4b6e-9d8c-3e2f1a0b9c53';
const CLIENT_ID = '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74';
const API_AUDIENCE = `api://localhost:3000/${CLIENT_ID}`;

let ctx: TestContext;
let entra: FakeEntra;
const admin: FakeAccount = {
  tenantId: TENANT,
  objectId: randomUUID(),
  upn: 'forja.admin@agroventas.mx',
  givenName: 'Forja',
  surname: 'Prueba',
};

// Every check runs on each database of the run (PGlite, and PostgreSQL when configured).
describe.each(reliabilityKinds())('%s', (kind) => {
  beforeAll(async () => {
    entra = await startFakeEntra();
    ctx = await createTestContext(kind, {
      MS_TENANT_ID: TENANT,
      MS_CLIENT_ID: CLIENT_ID,
      MS_API_AUDIENCE: API_AUDIENCE,
      MS_JWKS_URL: entra.jwksUrl,
      GRAPH_BASE_URL: entra.graphBaseUrl,
    });
    await ctx.database.db
      .insertInto('users')
      .values({
        email: admin.upn,
        first_name: admin.givenName,
        last_name: admin.surname,
        role: 'ADMIN',
        status: 'ACTIVE',
        ms_tenant_id: admin.tenantId,
        ms_object_id: admin.objectId,
      })
      .execute();
  });
  afterAll(async () => {
    await ctx?.close();
    await entra?.close();
  });

  const signIn = (msToken: string) =>
    ctx.request({
      method: 'POST',
      url: '/api/auth/microsoft',
      payload: { msToken },
      remoteAddress: nextAddress(),
    });

  const sessions = () => rowCount(ctx.database.db, 'sessions');

  describe(`Microsoft token forgeries`, () => {
    it('refuses every forged token with 401 and no session, and accepts the genuine one', async ({
      annotate,
    }) => {
      const now = Math.floor(Date.now() / 1000);
      const v1 = (extra: JWTPayload = {}) =>
        entra.apiToken(admin, { version: 1, audience: API_AUDIENCE, appId: CLIENT_ID, claims: extra });
      const base = {
        aud: API_AUDIENCE,
        iss: `https://sts.windows.net/${TENANT}/`,
        tid: TENANT,
        oid: admin.objectId,
        scp: 'access_as_user',
      };
      const jwks = (await (await fetch(entra.jwksUrl)).json()) as { keys: { kid: string }[] };
      const published = jwks.keys[0];
      const { privateKey: strangerKey } = await generateKeyPair('RS256');
      const foreigner: FakeAccount = { ...admin, tenantId: FOREIGN_TENANT, objectId: randomUUID() };
      const genuine = await v1();
      const forgeries: [string, string][] = [
        ['expired', await v1({ exp: now - 600 })],
        ['not valid yet', await v1({ nbf: now + 600, iat: now })],
        ['wrong audience', await v1({ aud: 'api://otra-app' })],
        ['wrong issuer', await v1({ iss: `https://login.example.com/${TENANT}/v2.0` })],
        [
          'tenant outside the allow-list',
          await entra.apiToken(foreigner, { version: 1, audience: API_AUDIENCE, appId: CLIENT_ID }),
        ],
        ['tenant the issuer does not name', await v1({ tid: FOREIGN_TENANT })],
        ['without our scope', await v1({ scp: 'User.Read' })],
        ['alg none', new UnsecuredJWT(base).setIssuedAt().setExpirationTime('1h').encode()],
        [
          'HS256 with the public key as secret',
          await new SignJWT(base)
            .setProtectedHeader({ alg: 'HS256', kid: published?.kid ?? '' })
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(new TextEncoder().encode(JSON.stringify(published))),
        ],
        ['unknown key and kid', await entra.sign(base, { key: strangerKey, kid: 'clave-desconocida' })],
        ['unknown key under the published kid', await entra.sign(base, { key: strangerKey })],
        [
          'signature of another token',
          `${genuine.split('.').slice(0, 2).join('.')}.${(await v1({ oid: randomUUID() })).split('.')[2]}`,
        ],
        [
          'payload swapped under a valid signature',
          [
            genuine.split('.')[0],
            Buffer.from(JSON.stringify({ ...base, oid: randomUUID(), exp: now + 3600 })).toString(
              'base64url',
            ),
            genuine.split('.')[2],
          ].join('.'),
        ],
        ['Graph token of another app', await entra.graphToken(admin, randomUUID())],
        ['garbage', 'no-es-un-token'],
      ];
      const before = await sessions();
      const accepted: string[] = [];
      for (const [name, token] of forgeries) {
        const response = await signIn(token);
        if (response.statusCode !== 401 || response.headers['set-cookie'] !== undefined)
          accepted.push(`${name}: ${response.statusCode}`);
      }
      const after = await sessions();
      const control = await signIn(genuine);
      await annotate(
        `${forgeries.length} forged tokens: ${forgeries.length - accepted.length} refused with 401, ${accepted.length} otherwise; sessions opened by them ${after - before}; genuine control token → ${control.statusCode}`,
      );
      expect(accepted).toEqual([]);
      expect(after).toBe(before);
      expect(control.statusCode).toBe(200);
    });
  });
});
