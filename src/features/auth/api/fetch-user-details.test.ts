import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../../lib/api-client.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { fetchUserDetails } from './fetch-user-details.ts';
import { demoAdmin } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn() }));

beforeEach(() => {
  vi.resetAllMocks();
  appStore.set(userDetailsAtom, null);
});

describe('fetchUserDetails', () => {
  it('keeps the stored details object when the session check says the same', async () => {
    vi.mocked(apiGet).mockResolvedValue({ ...demoAdmin });
    const first = await fetchUserDetails();
    expect(appStore.get(userDetailsAtom)).toBe(first);
    vi.mocked(apiGet).mockResolvedValue({ ...demoAdmin });
    expect(await fetchUserDetails()).toBe(first);
    expect(appStore.get(userDetailsAtom)).toBe(first);
  });

  it('stores the new details when they changed', async () => {
    vi.mocked(apiGet).mockResolvedValue({ ...demoAdmin });
    const first = await fetchUserDetails();
    vi.mocked(apiGet).mockResolvedValue({ ...demoAdmin, firstName: 'Ana María' });
    const second = await fetchUserDetails();
    expect(second).not.toBe(first);
    expect(appStore.get(userDetailsAtom)).toEqual({ ...demoAdmin, firstName: 'Ana María' });
  });
});
