import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../domain/auth.ts';
import type { Role } from '../../domain/roles.ts';
import {
  apiDelete,
  apiDownload,
  apiGet,
  apiPost,
  apiPut,
  errorMessage,
  http,
  isApiError,
  setTokenRenewer,
} from './api-client.ts';
import { appStore, msAccessTokenAtom, userDetailsAtom } from './session.ts';
import { showToast } from './toast.tsx';

vi.mock('./toast.tsx', () => ({ showToast: vi.fn() }));
const { assign } = vi.hoisted(() => ({ assign: vi.fn() }));
vi.mock('./full-page.ts', () => ({ openFullPage: assign }));

const SESSION_TOAST = {
  severity: 'error',
  summary: 'Error',
  detail: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
};
const UNAUTHENTICATED = {
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
};

type Handler = (config: InternalAxiosRequestConfig) => {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
};
let handler: Handler;
const requests: InternalAxiosRequestConfig[] = [];

function respond(config: InternalAxiosRequestConfig): Promise<AxiosResponse> {
  requests.push(config);
  const { status, data, headers } = handler(config);
  const response: AxiosResponse = {
    data,
    status,
    statusText: String(status),
    headers: new AxiosHeaders(headers ?? {}),
    config,
  };
  if (status >= 200 && status < 300) return Promise.resolve(response);
  return Promise.reject(new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, null, response));
}

function signIn(role: Role): UserDetails {
  const details: UserDetails = {
    id: 3,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Luis',
    lastName: 'Pérez',
    email: 'luis@agroventas.mx',
  };
  appStore.set(userDetailsAtom, details);
  return details;
}

function visit(pathname: string) {
  window.history.replaceState(null, '', pathname);
}

const calls = (method: string, url: string) =>
  requests.filter((request) => request.method === method && request.url === url);

beforeEach(() => {
  vi.useFakeTimers();
  requests.length = 0;
  assign.mockReset();
  vi.mocked(showToast).mockReset();
  http.defaults.adapter = respond;
  setTokenRenewer(null);
  localStorage.clear();
  appStore.set(userDetailsAtom, null);
  appStore.set(msAccessTokenAtom, null);
  visit('/dashboard/sales/list/sale');
});

afterEach(async () => {
  // Let any pending session redirect fire so no timer leaks into the next test.
  await vi.runAllTimersAsync();
  vi.useRealTimers();
});

describe('calls (docs/requirements.md §7, docs/design.md §4)', () => {
  it('unwraps data.data and sends the API key, JSON headers and cookies', async () => {
    handler = () => ({ status: 200, data: { data: { id: 1, name: 'PV-2026' } } });
    await expect(apiGet('/seasons/1')).resolves.toEqual({ id: 1, name: 'PV-2026' });
    const [request] = requests;
    expect(request?.withCredentials).toBe(true);
    expect(request?.timeout).toBe(0);
    expect(request?.headers.Accept).toBe('application/json');
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.headers.has('x-api-key')).toBe(true);
    expect(request?.baseURL).toBe('/api');
  });

  it('drops empty filters and trims strings before sending them', async () => {
    handler = () => ({
      status: 200,
      data: { data: { data: [], page: 1, size: 10, totalPages: 0, totalRecords: 0 } },
    });
    await apiGet('/clients', {
      page: 1,
      size: 'all',
      status: '  ACTIVE ',
      name: '   ',
      zoneId: null,
      q: undefined,
    });
    expect(requests[0]?.params).toEqual({ page: 1, size: 'all', status: 'ACTIVE' });
  });

  it('unwraps the answers of POST, PUT and DELETE', async () => {
    handler = (config) => ({ status: 200, data: { data: { method: config.method, body: config.data } } });
    await expect(apiPost('/sales', { a: 1 })).resolves.toEqual({ method: 'post', body: '{"a":1}' });
    await expect(apiPut('/sales/1', { a: 2 })).resolves.toEqual({ method: 'put', body: '{"a":2}' });
    await expect(apiDelete('/sales/1')).resolves.toEqual({ method: 'delete', body: undefined });
  });

  it('lets the browser set the multipart boundary for FormData', async () => {
    handler = () => ({ status: 200, data: { data: { imported: 3 } } });
    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'ventas.csv');
    await apiPost('/sales/import', form);
    expect(requests[0]?.data).toBeInstanceOf(FormData);
    expect(requests[0]?.headers['Content-Type']).toBeFalsy();
  });

  it('downloads a file with the name the server gives it', async () => {
    handler = () => ({
      status: 200,
      data: new Blob(['%PDF']),
      headers: {
        'content-disposition': `attachment; filename="dk.pdf"; filename*=UTF-8''DK-2026-%C3%91.pdf`,
      },
    });
    const file = await apiDownload('/vouchers/4/pdf');
    expect(file.fileName).toBe('DK-2026-Ñ.pdf');
    expect(file.blob).toBeInstanceOf(Blob);
    expect(requests[0]?.responseType).toBe('blob');
  });
});

describe('errors other than 401 (docs/requirements.md §8)', () => {
  it('rejects with the server error body', async () => {
    const body = {
      statusCode: 409,
      code: 'VOUCHER_OVERPAID',
      message: 'Los pagos superan el total del DKbono.',
    };
    handler = () => ({ status: 409, data: body });
    const error: unknown = await apiPut('/vouchers/1/payments', { payments: [] }).catch((e: unknown) => e);
    expect(error).toEqual(body);
    expect(isApiError(error)).toBe(true);
    expect(errorMessage(error)).toBe('Los pagos superan el total del DKbono.');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('rejects with the raw error when there is no body, and explains a network failure in Spanish', async () => {
    http.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
    const error: unknown = await apiGet('/sales').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AxiosError);
    expect(isApiError(error)).toBe(false);
    expect(errorMessage(error)).toBe('No se pudo conectar con el servidor. Revisa tu conexión.');
    expect(errorMessage(new Error('x'), 'No se pudo guardar.')).toBe('No se pudo guardar.');
  });

  it('asks for JSON on downloads too (docs/requirements.md §7: Accept is application/json on every call)', async () => {
    handler = () => ({ status: 200, data: new Blob(['%PDF']) });
    await apiDownload('/vouchers/4/pdf');
    expect(AxiosHeaders.from(requests[0]?.headers).get('Accept')).toBe('application/json');
  });

  it('takes a consultant to the terms when new ones must be accepted (403 TOS_REQUIRED)', async () => {
    signIn('CONSULTANT');
    const body = {
      statusCode: 403,
      code: 'TOS_REQUIRED',
      message: 'Debes aceptar los términos y condiciones para continuar.',
    };
    handler = () => ({ status: 403, data: body });
    await expect(apiGet('/sales')).rejects.toEqual(body);
    expect(appStore.get(userDetailsAtom)?.acceptedTos).toBe(false);
    expect(assign).toHaveBeenCalledWith('/accept-terms');
  });

  it('leaves other refusals where they are (403 FORBIDDEN)', async () => {
    signIn('CONSULTANT');
    handler = () => ({
      status: 403,
      data: { statusCode: 403, code: 'FORBIDDEN', message: 'No tienes permiso.' },
    });
    await expect(apiGet('/products')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(appStore.get(userDetailsAtom)?.acceptedTos).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads the error body of a failed download', async () => {
    const body = { statusCode: 404, code: 'NOT_FOUND', message: 'El recurso solicitado no existe.' };
    handler = () => ({ status: 404, data: new Blob([JSON.stringify(body)], { type: 'application/json' }) });
    await expect(apiDownload('/vouchers/9/pdf')).rejects.toEqual(body);
  });
});

describe('401 for a Consultant, a Farmer or nobody (docs/requirements.md §8)', () => {
  for (const who of ['CONSULTANT', 'FARMER', null] as const) {
    it(`${who ?? 'nobody signed in'}: toast, then after 2 s clear the storage and open /login`, async () => {
      if (who) signIn(who);
      localStorage.setItem('unrelated', 'x');
      const renew = vi.fn(() => Promise.resolve('token'));
      setTokenRenewer(renew);
      handler = () => ({ status: 401, data: UNAUTHENTICATED });

      await expect(apiGet('/sales')).rejects.toEqual(UNAUTHENTICATED);
      expect(showToast).toHaveBeenCalledWith(SESSION_TOAST);
      expect(renew).not.toHaveBeenCalled();

      await vi.advanceTimersByTimeAsync(1999);
      expect(assign).not.toHaveBeenCalled();
      expect(localStorage.getItem('unrelated')).toBe('x');

      await vi.advanceTimersByTimeAsync(1);
      expect(assign).toHaveBeenCalledWith('/login');
      expect(localStorage.length).toBe(0);
      expect(appStore.get(userDetailsAtom)).toBeNull();
    });
  }

  it('redirects once however many calls fail together', async () => {
    signIn('CONSULTANT');
    handler = () => ({ status: 401, data: UNAUTHENTICATED });
    await Promise.allSettled([apiGet('/sales'), apiGet('/vouchers'), apiGet('/clients')]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps a session started again during the wait', async () => {
    signIn('CONSULTANT');
    handler = () => ({ status: 401, data: UNAUTHENTICATED });
    await apiGet('/sales').catch(() => undefined);
    visit('/login');
    const fresh = signIn('CONSULTANT');
    await vi.advanceTimersByTimeAsync(2000);
    expect(appStore.get(userDetailsAtom)).toBe(fresh);
    expect(localStorage.getItem('userDetails')).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  for (const page of ['/login', '/', '/login/farmer']) {
    it(`on the login page (${page}) is a form error: no toast, no redirect`, async () => {
      visit(page);
      const body = {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Correo o contraseña incorrectos.',
      };
      handler = () => ({ status: 401, data: body });
      await expect(apiPost('/auth/', { email: 'a@b.mx', password: 'x' })).rejects.toEqual(body);
      await vi.advanceTimersByTimeAsync(5000);
      expect(showToast).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });
  }
});

describe('401 for Admin, Coordinator, Supervisor: silent Microsoft renewal (docs/requirements.md §8)', () => {
  for (const role of ['ADMIN', 'COORDINATOR', 'SUPERVISOR'] as const) {
    it(`${role}: renews for User.Read, stores and re-sends the token, retries once`, async () => {
      signIn(role);
      const renew = vi.fn(() => Promise.resolve('ms-token-2'));
      setTokenRenewer(renew);
      let salesCalls = 0;
      handler = (config) => {
        if (config.url === '/auth/microsoft') return { status: 200, data: { data: { ok: true } } };
        salesCalls += 1;
        return salesCalls === 1
          ? { status: 401, data: UNAUTHENTICATED }
          : { status: 200, data: { data: ['venta'] } };
      };

      await expect(apiGet('/sales')).resolves.toEqual(['venta']);
      expect(renew).toHaveBeenCalledTimes(1);
      expect(appStore.get(msAccessTokenAtom)).toBe('ms-token-2');
      expect(localStorage.getItem('msAccessToken')).toBe('ms-token-2');
      expect(calls('post', '/auth/microsoft').map((r) => r.data)).toEqual(['{"msToken":"ms-token-2"}']);
      expect(calls('get', '/sales')).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(5000);
      expect(showToast).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    });
  }

  it('without a renewer (not configured yet) follows the failure path', async () => {
    signIn('ADMIN');
    handler = () => ({ status: 401, data: UNAUTHENTICATED });
    await expect(apiGet('/users')).rejects.toEqual(UNAUTHENTICATED);
    expect(showToast).toHaveBeenCalledWith(SESSION_TOAST);
    expect(calls('post', '/auth/microsoft')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('when the renewal fails: toast, wait and redirect', async () => {
    signIn('SUPERVISOR');
    setTokenRenewer(() => Promise.reject(new Error('interaction_required')));
    handler = () => ({ status: 401, data: UNAUTHENTICATED });
    await expect(apiGet('/users')).rejects.toEqual(UNAUTHENTICATED);
    expect(showToast).toHaveBeenCalledWith(SESSION_TOAST);
    await vi.advanceTimersByTimeAsync(1999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('when the server refuses the renewed token: toast, wait and redirect, without looping', async () => {
    signIn('COORDINATOR');
    const renew = vi.fn(() => Promise.resolve('stale'));
    setTokenRenewer(renew);
    handler = () => ({ status: 401, data: UNAUTHENTICATED });
    await expect(apiGet('/users')).rejects.toEqual(UNAUTHENTICATED);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls('get', '/users')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('when the retried request is refused again: gives up after one retry', async () => {
    signIn('ADMIN');
    const renew = vi.fn(() => Promise.resolve('ms-token'));
    setTokenRenewer(renew);
    handler = (config) =>
      config.url === '/auth/microsoft'
        ? { status: 200, data: { data: { ok: true } } }
        : { status: 401, data: UNAUTHENTICATED };
    await expect(apiGet('/users')).rejects.toEqual(UNAUTHENTICATED);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(calls('get', '/users')).toHaveLength(2);
    expect(showToast).toHaveBeenCalledWith(SESSION_TOAST);
    await vi.advanceTimersByTimeAsync(2000);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('renews once for calls that fail together, and retries each of them', async () => {
    signIn('ADMIN');
    const renew = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve('ms-token'), 50)));
    setTokenRenewer(renew);
    let renewed = false;
    handler = (config) => {
      if (config.url === '/auth/microsoft') {
        renewed = true;
        return { status: 200, data: { data: { ok: true } } };
      }
      return renewed ? { status: 200, data: { data: config.url } } : { status: 401, data: UNAUTHENTICATED };
    };
    const pending = Promise.all([apiGet('/users'), apiGet('/clients')]);
    await vi.advanceTimersByTimeAsync(50);
    await expect(pending).resolves.toEqual(['/users', '/clients']);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
