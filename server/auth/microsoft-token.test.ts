// Who a token names, and what happens when Microsoft cannot be reached (503, never 500 or a pass).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { AppError } from '../http/app-error.ts';
import { startFakeEntra, type FakeAccount, type FakeEntra } from '../test/fakes/fake-entra.ts';
import { browserSignInSettings, microsoftSettings, type MicrosoftSettings } from './microsoft-settings.ts';
import { identifyMicrosoftToken } from './microsoft-token.ts';

const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
const CLIENT_ID = '6a4c2e8f-0b1d-4f3a-8e5c-7d9b1a3c5e74';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function settingsFor(overrides: Record<string, string>): MicrosoftSettings {
  const settings = microsoftSettings(
    loadConfig({
      MS_TENANT_ID: TENANT,
      MS_CLIENT_ID: CLIENT_ID,
      MS_API_AUDIENCE: `api://agroventas/${CLIENT_ID}`,
      ...overrides,
    }),
  );
  if (!settings) throw new Error('settings expected');
  return settings;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('Microsoft token identification', () => {
  let entra: FakeEntra;
  const account: FakeAccount = {
    tenantId: TENANT,
    objectId: randomUUID(),
    upn: 'Luisa.Campos@AgroVentas.mx',
    mail: 'luisa@agroventas.mx',
    givenName: 'Luisa',
    surname: 'Campos',
  };
  beforeAll(async () => {
    entra = await startFakeEntra();
    entra.accounts.set(account.objectId, account);
  });
  afterAll(async () => {
    await entra?.close();
  });

  it('reads the identity of a verified API token, addresses in lower case', async () => {
    const settings = settingsFor({ MS_JWKS_URL: entra.jwksUrl });
    const token = await entra.apiToken(account, { version: 1, audience: `api://agroventas/${CLIENT_ID}` });
    await expect(identifyMicrosoftToken(token, settings)).resolves.toEqual({
      tenantId: TENANT,
      objectId: account.objectId,
      emails: ['luisa.campos@agroventas.mx'],
      givenName: 'Luisa',
      familyName: 'Campos',
      displayName: 'Luisa Campos',
      verifiedBy: 'api-token',
    });
  });

  it('takes the profile of a Graph token from Graph, mail first', async () => {
    const settings = settingsFor({ GRAPH_BASE_URL: entra.graphBaseUrl });
    const identity = await identifyMicrosoftToken(await entra.graphToken(account, CLIENT_ID), settings);
    expect(identity).toMatchObject({
      tenantId: TENANT,
      objectId: account.objectId,
      emails: ['luisa@agroventas.mx', 'luisa.campos@agroventas.mx'],
      verifiedBy: 'graph',
    });
  });

  it('answers 503 when the signing keys cannot be fetched', async () => {
    const settings = settingsFor({ MS_JWKS_URL: `http://127.0.0.1:${await closedPort()}/keys` });
    const token = await entra.apiToken(account, { version: 2, audience: CLIENT_ID });
    const error = await failure(identifyMicrosoftToken(token, settings));
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 when Graph cannot be reached', async () => {
    const settings = settingsFor({ GRAPH_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1.0` });
    const error = await failure(identifyMicrosoftToken(await entra.graphToken(account, CLIENT_ID), settings));
    expect(error.statusCode).toBe(503);
  });
});

describe('Microsoft settings', () => {
  it('are off without tenants or a client id', () => {
    expect(microsoftSettings(loadConfig({}))).toBeNull();
    expect(microsoftSettings(loadConfig({ MS_CLIENT_ID: CLIENT_ID }))).toBeNull();
    expect(browserSignInSettings(loadConfig({}))).toEqual({
      msClientId: null,
      msAuthority: null,
      msScopes: [],
    });
  });

  it('give the browser its authority and scopes: User.Read, plus our API scope when it is configured', () => {
    const one = loadConfig({ MS_TENANT_ID: TENANT, MS_CLIENT_ID: CLIENT_ID });
    expect(browserSignInSettings(one)).toEqual({
      msClientId: CLIENT_ID,
      msAuthority: `https://login.microsoftonline.com/${TENANT}`,
      msScopes: ['User.Read'],
    });
    const several = loadConfig({
      MS_TENANT_ID: `${TENANT},${randomUUID()}`,
      MS_CLIENT_ID: CLIENT_ID,
      MS_API_AUDIENCE: 'api://agroventas.example.mx/app',
    });
    expect(browserSignInSettings(several)).toEqual({
      msClientId: CLIENT_ID,
      msAuthority: 'https://login.microsoftonline.com/organizations',
      msScopes: ['User.Read', 'api://agroventas.example.mx/app/access_as_user'],
    });
  });

  it('refuse a tenant that is not a tenant id', () => {
    expect(() => loadConfig({ MS_TENANT_ID: 'contoso.onmicrosoft.com' })).toThrow(/MS_TENANT_ID/);
  });
});
