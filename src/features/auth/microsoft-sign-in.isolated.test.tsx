// docs/requirements.md §4 and §8 around the Microsoft sign-in client, mocked at its module boundary (the pop-up path
// itself runs for real in tests/e2e/microsoft.spec.ts against a local fake authority).
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/api-client.ts';
import { appStore, msAccessTokenAtom, userDetailsAtom } from '../../lib/session.ts';
import {
  microsoftSignIn,
  MicrosoftTokenRefusedError,
  restoreMicrosoftToken,
  signInSilentlyInsideTeams,
} from './microsoft-sign-in.ts';
import { demoAdmin } from './test-fixtures.ts';

const microsoft = vi.hoisted(() => ({
  signInAccount: vi.fn(),
  acquireTokenSilently: vi.fn(),
  microsoftSession: vi.fn(),
}));
vi.mock('../../lib/microsoft/msal-session.ts', () => ({
  ...microsoft,
  GRAPH_SCOPES: ['User.Read'],
  signInScopes: () => ['api://agroventas/app/access_as_user'],
}));

let answers: Record<string, { status: number; data?: unknown }>;
const requests: InternalAxiosRequestConfig[] = [];

http.defaults.adapter = (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  requests.push(config);
  const { status, data } = answers[`${config.method?.toUpperCase()} ${config.url}`] ?? { status: 404 };
  const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(), config };
  return status < 300
    ? Promise.resolve(response)
    : Promise.reject(new AxiosError('HTTP', 'ERR_BAD_RESPONSE', config, null, response));
};
const called = (key: string) => requests.filter((r) => `${r.method?.toUpperCase()} ${r.url}` === key);

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  appStore.set(userDetailsAtom, null);
  appStore.set(msAccessTokenAtom, null);
  microsoft.signInAccount.mockReset().mockResolvedValue({ homeAccountId: 'cuenta' });
  microsoft.acquireTokenSilently.mockReset().mockResolvedValue('token-de-la-api');
  answers = {
    'POST /auth/microsoft': { status: 200, data: { data: { ok: true } } },
    'GET /auth/me': { status: 200, data: { data: demoAdmin } },
    'POST /auth/logout': { status: 200, data: { data: { ok: true } } },
  };
});

describe('Microsoft sign-in (docs/requirements.md §4)', () => {
  it('signs in, takes a token silently, sends it to the server, keeps it and fetches the user', async () => {
    await expect(microsoftSignIn()).resolves.toMatchObject({ role: 'ADMIN' });
    expect(microsoft.acquireTokenSilently).toHaveBeenCalledWith(['api://agroventas/app/access_as_user']);
    expect(JSON.parse(String(called('POST /auth/microsoft')[0]?.data))).toEqual({
      msToken: 'token-de-la-api',
    });
    expect(appStore.get(msAccessTokenAtom)).toBe('token-de-la-api');
    expect(localStorage.getItem('msAccessToken')).toBe('token-de-la-api');
    expect(appStore.get(userDetailsAtom)?.email).toBe('admin@agroventas.mx');
  });

  it('a failed sign-in (pop-up closed) rejects as msal did, without logging anybody out', async () => {
    microsoft.signInAccount.mockRejectedValue(new Error('user_cancelled'));
    await expect(microsoftSignIn()).rejects.toThrow('user_cancelled');
    expect(called('POST /auth/logout')).toHaveLength(0);
    expect(called('POST /auth/microsoft')).toHaveLength(0);
  });

  it('docs/requirements.md §8: a token that cannot be acquired logs the user out', async () => {
    localStorage.setItem('otra-cosa', 'x');
    microsoft.acquireTokenSilently.mockRejectedValue(new Error('interaction_required'));
    await expect(microsoftSignIn()).rejects.toBeInstanceOf(MicrosoftTokenRefusedError);
    expect(called('POST /auth/logout')).toHaveLength(1);
    expect(localStorage.length).toBe(0);
  });

  it('docs/requirements.md §8: a token the server refuses logs the user out, and carries the Spanish reason', async () => {
    const pending = {
      statusCode: 403,
      code: 'ACCOUNT_PENDING',
      message:
        'Registramos tu solicitud de acceso. Un administrador debe aprobar tu cuenta antes de que puedas entrar.',
    };
    answers['POST /auth/microsoft'] = { status: 403, data: pending };
    const error: unknown = await microsoftSignIn().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MicrosoftTokenRefusedError);
    expect((error as MicrosoftTokenRefusedError).cause).toEqual(pending);
    expect(called('POST /auth/logout')).toHaveLength(1);
    expect(appStore.get(msAccessTokenAtom)).toBeNull();
    expect(called('GET /auth/me')).toHaveLength(0);
  });

  it('inside Teams signs in without any pop-up, and stays quiet when the host cannot', async () => {
    await expect(signInSilentlyInsideTeams()).resolves.toBe(true);
    expect(microsoft.signInAccount).toHaveBeenCalledWith({ silentOnly: true });
    microsoft.signInAccount.mockRejectedValue(new Error('consent_required'));
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await expect(signInSilentlyInsideTeams()).resolves.toBe(false);
  });
});

describe('Microsoft start-up with a token held (docs/requirements.md §4)', () => {
  it('initialises the client, obtains a fresh token and keeps it', async () => {
    appStore.set(msAccessTokenAtom, 'token-de-ayer');
    await restoreMicrosoftToken();
    expect(microsoft.microsoftSession).toHaveBeenCalled();
    expect(microsoft.acquireTokenSilently).toHaveBeenCalledWith(['api://agroventas/app/access_as_user']);
    expect(appStore.get(msAccessTokenAtom)).toBe('token-de-la-api');
  });
});
