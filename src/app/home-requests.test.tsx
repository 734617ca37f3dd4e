import '@testing-library/jest-dom/vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../domain/auth.ts';
import type { StaffRole } from '../../domain/roles.ts';
import type { SeasonStrip } from '../../domain/season-figures.ts';
import { fetchUserDetails } from '../features/auth/api/fetch-user-details.ts';
import { MessageBanner } from '../features/messages/components/message-banner.tsx';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import SalesListPage from '../features/sales/pages/sales-list-page.tsx';
import UsersPage from '../features/users/pages/users-page.tsx';
import { http } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { appStore, userDetailsAtom } from '../lib/session.ts';
import { pageOf } from '../lib/testing/page.ts';
import { renderRoute } from '../lib/testing/render-route.tsx';
import { earlyHomes, homeRequests } from './home-requests.ts';
import { startEarlyRequests } from './inline-scripts/early-requests.ts';

const person = (role: UserDetails['role'], patch: Partial<UserDetails> = {}): UserDetails => ({
  id: 4,
  role,
  distributor: null,
  acceptedTos: true,
  firstName: 'Laura',
  lastName: 'Méndez',
  email: 'laura@agroventas.mx',
  ...patch,
});

interface FakeAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get: (name: string) => string | null };
  text: () => Promise<string>;
}

const fetched = vi.fn<(url: string, init: RequestInit) => Promise<FakeAnswer>>();
const okAnswer = (body: string): FakeAnswer => ({
  ok: true,
  status: 200,
  statusText: 'OK',
  headers: { get: (name) => (name === 'content-type' ? 'application/json' : null) },
  text: async () => body,
});

/**
 * Opens the page at `address` as index.html does: configuration, stored session, then the script
 * (its module; inline-scripts/inline-scripts.test.ts runs it as the build compiles it).
 */
function runScript(address: string, stored: UserDetails | null, apiKey = 'the-key') {
  window.history.replaceState(null, '', address);
  window.__AGROVENTAS_CONFIG__ = { apiUrl: '/api', apiKey };
  if (stored) localStorage.setItem('userDetails', JSON.stringify(stored));
  startEarlyRequests(earlyHomes());
}

beforeEach(() => {
  fetched.mockReset();
  fetched.mockImplementation(async () => okAnswer('{"data":{}}'));
  vi.stubGlobal('fetch', fetched);
  localStorage.clear();
  delete window.__AGROVENTAS_EARLY__;
  delete window.__AGROVENTAS_CONFIG__;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  appStore.set(userDetailsAtom, null);
  delete window.__AGROVENTAS_EARLY__;
});

describe("index.html's early requests", () => {
  it("starts the admin home's session check and list at /dashboard, with the API client's headers and cookie", async () => {
    runScript('/dashboard', person('ADMIN'));
    const urls = homeRequests('ADMIN').map((path) => `/api${path}`);
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(urls);
    for (const [, init] of fetched.mock.calls) {
      expect(init).toEqual({
        credentials: 'include',
        headers: { Accept: 'application/json', 'x-api-key': 'the-key' },
      });
    }
    expect(Object.keys(window.__AGROVENTAS_EARLY__!.answers)).toEqual(urls);
    await expect(window.__AGROVENTAS_EARLY__!.answers[urls[0]!]).resolves.toEqual({
      status: 200,
      statusText: 'OK',
      contentType: 'application/json',
      body: '{"data":{}}',
    });
  });

  it("starts the consultant's at the sales list itself", () => {
    runScript('/dashboard/sales/list/sale/', person('CONSULTANT'));
    expect(fetched.mock.calls.map(([url]) => url)).toEqual(
      homeRequests('CONSULTANT').map((path) => `/api${path}`),
    );
  });

  it('keeps a failed early request as null, so the app asks again', async () => {
    fetched.mockImplementationOnce(async () => ({ ...okAnswer(''), ok: false, status: 401 }));
    fetched.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    runScript('/dashboard', person('ADMIN'));
    const [session, list] = homeRequests('ADMIN').map(
      (path) => window.__AGROVENTAS_EARLY__!.answers[`/api${path}`],
    );
    await expect(session).resolves.toBeNull();
    await expect(list).resolves.toBeNull();
  });

  it.each([
    ['the sign-in page', '/', person('ADMIN')],
    ['the login page', '/login', person('ADMIN')],
    ["another role's home", '/dashboard/users', person('CONSULTANT')],
    ['another page', '/dashboard/customers', person('ADMIN')],
    ['a view of the list in the address', '/dashboard/users?q=ana', person('ADMIN')],
    ["a farmer's client key", '/dashboard', person('ADMIN', { clientKey: 'AGV-1' })],
    ['no stored session', '/dashboard', null],
  ])('asks for nothing on %s', (_, address, stored) => {
    runScript(address, stored);
    expect(fetched).not.toHaveBeenCalled();
    expect(window.__AGROVENTAS_EARLY__).toBeUndefined();
  });

  it('asks for nothing without the API key the server injects (a static build served elsewhere)', () => {
    runScript('/dashboard', person('ADMIN'), '');
    expect(fetched).not.toHaveBeenCalled();
  });
});

describe('the API client and the early answers', () => {
  it('takes the early answer of a request once, then asks the network as before', async () => {
    const me = person('ADMIN');
    window.__AGROVENTAS_EARLY__ = {
      startedAt: performance.now(),
      answers: {
        '/api/auth/me': Promise.resolve({
          status: 200,
          statusText: 'OK',
          contentType: 'application/json',
          body: JSON.stringify({ data: me }),
        }),
      },
    };
    vi.resetModules();
    const axios = (await import('axios')).default;
    const network = vi.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => ({
      data: JSON.stringify({ data: { ...me, firstName: 'Renata' } }),
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    axios.defaults.adapter = network;
    const fresh = await import('../features/auth/api/fetch-user-details.ts');

    await expect(fresh.fetchUserDetails()).resolves.toEqual(me);
    expect(network).not.toHaveBeenCalled();
    expect(window.__AGROVENTAS_EARLY__).toBeUndefined();
    await expect(fresh.fetchUserDetails()).resolves.toMatchObject({ firstName: 'Renata' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});

const NO_FIGURES: SeasonStrip = {
  season: null,
  sales: { sales: 0, bags: 0, amount: 0 },
  vouchers: { count: 0, total: 0, paid: 0, balance: 0, redeemedCount: 0, redeemedTotal: 0 },
};

describe('each home in its frame asks for its early requests (the list above follows the pages)', () => {
  const asked: string[] = [];

  beforeEach(() => {
    asked.length = 0;
    http.defaults.adapter = async (config) => {
      const url = http.getUri(config);
      asked.push(url.slice('/api'.length));
      const body = /[?&]page=/.test(url)
        ? pageOf([])
        : url.includes('/auth/me')
          ? appStore.get(userDetailsAtom)
          : url.includes('/sales/summary')
            ? NO_FIGURES
            : url.includes('/unread-count')
              ? { unread: 0 }
              : [];
      return { data: JSON.stringify({ data: body }), status: 200, statusText: 'OK', headers: {}, config };
    };
  });

  const homes: [StaffRole, string, string, ReactElement][] = [
    ['ADMIN', '/dashboard/users', '/dashboard/users/*', <UsersPage key="users" />],
    ['COORDINATOR', '/dashboard/users', '/dashboard/users/*', <UsersPage key="users" />],
    ['SUPERVISOR', '/dashboard/users', '/dashboard/users/*', <UsersPage key="users" />],
    ['CONSULTANT', '/dashboard/sales/list/sale', '/dashboard/sales/list/:tab', <SalesListPage key="sales" />],
  ];

  it.each(homes)('the %s home', async (role, at, path, page) => {
    appStore.set(userDetailsAtom, person(role));
    await fetchUserDetails();
    // The page inside what the dashboard's frame adds on every page (its top bar's bell, the banner).
    renderRoute({
      at,
      path,
      page: (
        <>
          <NotificationBell />
          <MessageBanner />
          {page}
        </>
      ),
    });
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining(homeRequests(role))));
  });
});
