import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { apiRoute } from '../../../test/api.ts';
import { fetchUserDetails } from './fetch-user-details.ts';
import { SESSION_URL } from './urls.ts';
import { demoAdmin } from '../test-fixtures.ts';

const readSession = apiRoute('get', SESSION_URL);

beforeEach(() => {
  appStore.set(userDetailsAtom, null);
});

describe('fetchUserDetails', () => {
  it('keeps the stored details object when the session check says the same', async () => {
    readSession.answers({ ...demoAdmin });
    const first = await fetchUserDetails();
    expect(appStore.get(userDetailsAtom)).toBe(first);
    expect(await fetchUserDetails()).toBe(first);
    expect(appStore.get(userDetailsAtom)).toBe(first);
    expect(readSession.calls).toHaveLength(2);
  });

  it('stores the new details when they changed', async () => {
    readSession.answersOnce({ ...demoAdmin }).answers({ ...demoAdmin, firstName: 'Ana María' });
    const first = await fetchUserDetails();
    const second = await fetchUserDetails();
    expect(second).not.toBe(first);
    expect(appStore.get(userDetailsAtom)).toEqual({ ...demoAdmin, firstName: 'Ana María' });
  });
});
