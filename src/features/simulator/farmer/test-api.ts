// A fake API for the farmer simulator's component tests: answers fetch by method and path, records
// the calls, and can answer like the service worker's cache or fail like a phone without signal.
import { vi } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { SimulatorParamsResponse } from '../../../../domain/simulator-params.ts';
import type { HybridOption } from '../../../../domain/simulator-schemas.ts';
import { SEEDED_SIMULATOR_PARAMS } from '../../../../domain/simulator-worked-example.ts';

export const farmerUser: UserDetails = {
  id: 7,
  role: 'FARMER',
  distributor: null,
  acceptedTos: true,
  clientKey: 'AGV-DEMO-CAMP-2026',
  firstName: 'Ramón',
  lastName: 'Ortiz',
  email: null,
};

export const params: SimulatorParamsResponse = {
  ...SEEDED_SIMULATOR_PARAMS,
  updatedAt: '2026-03-01T12:00:00.000Z',
  version: 1,
};

export const hybrids: HybridOption[] = [
  {
    id: 1,
    code: 'DK-2042',
    name: 'DK-2042 Precoz',
    productionKind: 'GRAIN',
    seedsPerBag: 60000,
    pricePerBag: 3000,
    recommendedDensity: 80000,
  },
  {
    id: 2,
    code: 'DK-4018',
    name: 'DK-4018 Temporal',
    productionKind: 'GRAIN',
    seedsPerBag: 60000,
    pricePerBag: 3650,
    recommendedDensity: 78000,
  },
  {
    id: 3,
    code: 'DK-3055',
    name: 'DK-3055 Forrajero',
    productionKind: 'SILAGE',
    seedsPerBag: 80000,
    pricePerBag: 4100,
    recommendedDensity: 90000,
  },
];

type FakeAnswer = { status: number; body: unknown; headers?: Record<string, string> } | 'offline';
export type FakeRoute = (init: RequestInit | undefined) => FakeAnswer;

const emptyPage = { data: [], page: 1, size: 5, totalPages: 0, totalRecords: 0 };

export function defaultRoutes(user: UserDetails = farmerUser): Record<string, FakeRoute> {
  return {
    'GET /api/auth/me': () => ({ status: 200, body: { data: user } }),
    'GET /api/simulator/params': () => ({ status: 200, body: { data: params } }),
    'GET /api/simulator/hybrids': () => ({ status: 200, body: { data: hybrids } }),
    'GET /api/simulator/farm': () => ({
      status: 200,
      body: { data: { hectares: null, productionKind: null } },
    }),
    'GET /api/simulator/simulations': () => ({ status: 200, body: { data: emptyPage } }),
    'POST /api/auth/logout': () => ({ status: 200, body: { data: { ok: true } } }),
  };
}

export interface FakeApi {
  calls: { method: string; path: string; body: unknown; headers: Record<string, string> }[];
  routes: Record<string, FakeRoute>;
}

/** Replaces global fetch; a route missing from `routes` answers 404. */
export function installFakeApi(routes: Record<string, FakeRoute>): FakeApi {
  const api: FakeApi = { calls: [], routes };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      api.calls.push({
        method,
        path: url.pathname + url.search,
        body,
        headers: { ...(init?.headers as Record<string, string>) },
      });
      const route = api.routes[`${method} ${url.pathname}`];
      const answer = route
        ? route(init)
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'No existe.' } };
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
  );
  return api;
}

export function signIn(user: UserDetails | null): void {
  localStorage.clear();
  if (user) localStorage.setItem('userDetails', JSON.stringify(user));
}
