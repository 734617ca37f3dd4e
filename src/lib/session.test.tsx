import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../domain/auth.ts';

const consultant: UserDetails = {
  id: 12,
  role: 'CONSULTANT',
  distributor: { id: 2, name: 'Agroinsumos del Bajío' },
  acceptedTos: true,
  firstName: 'María',
  lastName: 'Hernández',
  email: 'consultor@agroventas.mx',
};

// The atoms read localStorage when the module loads: each test loads a fresh copy.
async function loadSession() {
  vi.resetModules();
  return import('./session.ts');
}

beforeEach(() => localStorage.clear());

describe('session store (docs/requirements.md §3)', () => {
  it('persists userDetails and msAccessToken under those localStorage keys', async () => {
    const { appStore, userDetailsAtom, msAccessTokenAtom } = await loadSession();
    appStore.set(userDetailsAtom, consultant);
    appStore.set(msAccessTokenAtom, 'eyJ0eXAi.token');
    expect(JSON.parse(localStorage.getItem('userDetails') ?? 'null')).toEqual(consultant);
    expect(localStorage.getItem('msAccessToken')).toBe('eyJ0eXAi.token');
  });

  it('restores the session stored by an earlier visit', async () => {
    localStorage.setItem('userDetails', JSON.stringify(consultant));
    localStorage.setItem('msAccessToken', 'kept');
    const { appStore, userDetailsAtom, msAccessTokenAtom, currentRoleAtom } = await loadSession();
    expect(appStore.get(userDetailsAtom)).toEqual(consultant);
    expect(appStore.get(msAccessTokenAtom)).toBe('kept');
    expect(appStore.get(currentRoleAtom)).toBe('CONSULTANT');
  });

  it('ignores a stored value that is not valid user details', async () => {
    localStorage.setItem('userDetails', '{"id":"not a number"');
    const { appStore, userDetailsAtom, currentRoleAtom } = await loadSession();
    expect(appStore.get(userDetailsAtom)).toBeNull();
    expect(appStore.get(currentRoleAtom)).toBeUndefined();
  });

  it('forces the role to FARMER when a client key is present', async () => {
    const { appStore, userDetailsAtom, currentRoleAtom } = await loadSession();
    appStore.set(userDetailsAtom, { ...consultant, clientKey: 'AGRO-1234' });
    expect(appStore.get(userDetailsAtom)?.role).toBe('FARMER');
    expect(appStore.get(currentRoleAtom)).toBe('FARMER');
  });

  it('clearLocalSession empties localStorage and both atoms', async () => {
    const { appStore, userDetailsAtom, msAccessTokenAtom, clearLocalSession } = await loadSession();
    appStore.set(userDetailsAtom, consultant);
    appStore.set(msAccessTokenAtom, 'token');
    localStorage.setItem('saleListTab', 'voucher');
    clearLocalSession();
    expect(localStorage.length).toBe(0);
    expect(appStore.get(userDetailsAtom)).toBeNull();
    expect(appStore.get(msAccessTokenAtom)).toBeNull();
  });

  it('clearLocalSession resets what the user left in session-scoped atoms and runs sign-out hooks', async () => {
    const { appStore, sessionScopedAtom, onSignOut, clearLocalSession } = await loadSession();
    const { lastListSearchAtom } = await import('./list-return.ts');
    const rows = sessionScopedAtom<number[]>(() => []);
    const hook = vi.fn();
    onSignOut(hook);
    appStore.set(rows, [1, 2]);
    appStore.set(lastListSearchAtom, { '/dashboard/customers': 'q=ana' });

    clearLocalSession();

    expect(appStore.get(rows)).toEqual([]);
    expect(appStore.get(lastListSearchAtom)).toEqual({});
    expect(hook).toHaveBeenCalledTimes(1);
  });
});
