import { describe, expect, it } from 'vitest';
import { queryClient, shouldRetry } from './query-client.ts';
import { appStore, clearLocalSession, userDetailsAtom } from './session.ts';

const user = (id: number, role: 'ADMIN' | 'CONSULTANT') =>
  ({ id, role, email: `u${id}@agroventas.mx`, firstName: 'U', lastName: String(id) }) as never;

describe('query client', () => {
  it('never retries a refusal, and retries a lost connection or a server error twice', () => {
    const refusal = { statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' };
    const serverError = { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'No disponible.' };
    expect(shouldRetry(0, refusal)).toBe(false);
    expect(shouldRetry(0, { ...refusal, statusCode: 401 })).toBe(false);
    expect([0, 1, 2].map((failures) => shouldRetry(failures, serverError))).toEqual([true, true, false]);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(true);
  });

  it('forgets everything when the session ends or another account signs in', () => {
    appStore.set(userDetailsAtom, user(1, 'CONSULTANT'));
    queryClient.setQueryData(['sales', 'detail', 7], { id: 7 });
    appStore.set(userDetailsAtom, user(1, 'CONSULTANT'));
    expect(queryClient.getQueryData(['sales', 'detail', 7])).toEqual({ id: 7 });

    appStore.set(userDetailsAtom, user(2, 'ADMIN'));
    expect(queryClient.getQueryData(['sales', 'detail', 7])).toBeUndefined();

    queryClient.setQueryData(['sales', 'detail', 8], { id: 8 });
    clearLocalSession();
    expect(queryClient.getQueryData(['sales', 'detail', 8])).toBeUndefined();
  });
});
