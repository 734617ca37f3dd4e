// The authorization harness (issue 2, item 6): every route the app registers under /api and /bot is
// called anonymously, with a bad API key and as each role, and the answers must match the route's
// own access declaration. Routes of later issues are covered without touching this file.
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../domain/roles.ts';
import { createSession } from '../auth/sessions.ts';
import { hashClientKey } from '../auth/tokens.ts';
import {
  createTestContext,
  DEMO_CLIENT_KEY,
  DEMO_EMAILS,
  testDatabaseKinds,
  type TestContext,
} from '../test/helper.ts';
import { declaredRoutes, enforceAccessDeclarations, type RegisteredRoute } from './access.ts';

type Caller = 'anonymous' | 'bad API key' | Role;
const CALLERS: readonly Caller[] = ['anonymous', 'bad API key', ...ROLES];

/** A staff account per role; the consultant has accepted the terms, so TOS_REQUIRED cannot mask a result. */
const STAFF_ACCOUNTS = {
  ADMIN: DEMO_EMAILS.ADMIN,
  COORDINATOR: DEMO_EMAILS.COORDINATOR,
  SUPERVISOR: DEMO_EMAILS.SUPERVISOR,
  CONSULTANT: 'consultor.noroeste@agroventas.mx',
} as const;

/** Values for path parameters that are not a plain record id. */
const PARAM_VALUES: Record<string, string> = {
  type: 'DISTRIBUTOR',
  product: 'microsoft',
  role: 'farmer',
};

function concretePath(url: string): string {
  return url.replace(/:(\w+)\??/g, (_match, name: string) => PARAM_VALUES[name] ?? '1').replace(/\*$/, '');
}

interface Expectation {
  /** Exact status and code, or "anything but 401/403" when null. */
  exact: { status: number; code: string } | null;
}

function expectationFor(route: RegisteredRoute, caller: Caller): Expectation {
  const { access } = route;
  if (caller === 'bad API key') {
    if (!route.skipApiKey) return { exact: { status: 403, code: 'API_KEY_INVALID' } };
    // Without the key check, a bad key is just an anonymous call.
    return expectationFor(route, 'anonymous');
  }
  if (access === 'public') return { exact: null };
  if (caller === 'anonymous') return { exact: { status: 401, code: 'UNAUTHENTICATED' } };
  if (access === 'authenticated' || access.includes(caller)) return { exact: null };
  return { exact: { status: 403, code: 'FORBIDDEN' } };
}

function describeExpectation(expectation: Expectation): string {
  return expectation.exact ? `${expectation.exact.status} ${expectation.exact.code}` : 'not 401/403';
}

function meets(expectation: Expectation, response: LightMyRequestResponse): boolean {
  const code = codeOf(response);
  if (expectation.exact)
    return response.statusCode === expectation.exact.status && code === expectation.exact.code;
  return response.statusCode !== 401 && response.statusCode !== 403;
}

function codeOf(response: LightMyRequestResponse): string {
  try {
    const body: unknown = response.json();
    return body && typeof body === 'object' && 'code' in body ? String(body.code) : '-';
  } catch {
    return '-';
  }
}

describe('access declarations', () => {
  it('refuses to start when an API route declares no access', async () => {
    const app = Fastify();
    enforceAccessDeclarations(app, ['/api', '/bot']);
    void app.register(
      async (api) => {
        api.get('/sin-declarar', async () => ({ data: null }));
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/sin-declarar declares no access/);
  });

  it('lets routes outside the API through without a declaration', async () => {
    const app = Fastify();
    enforceAccessDeclarations(app, ['/api', '/bot']);
    app.get('/pagina', async () => 'ok');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('expected answers derived from a declaration', () => {
  const route = (access: RegisteredRoute['access'], skipApiKey = false): RegisteredRoute => ({
    method: 'GET',
    url: '/api/x',
    access,
    skipApiKey,
  });
  it('expects 401 for anonymous, 403 FORBIDDEN for a role outside the list, and no refusal inside it', () => {
    expect(expectationFor(route(['ADMIN']), 'anonymous').exact).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(expectationFor(route(['ADMIN']), 'FARMER').exact).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect(expectationFor(route(['ADMIN']), 'ADMIN').exact).toBeNull();
    expect(expectationFor(route('authenticated'), 'FARMER').exact).toBeNull();
  });
  it('expects API_KEY_INVALID for a bad key unless the route skips the key check', () => {
    expect(expectationFor(route('public'), 'bad API key').exact).toEqual({
      status: 403,
      code: 'API_KEY_INVALID',
    });
    expect(expectationFor(route('public', true), 'bad API key').exact).toBeNull();
    expect(expectationFor(route(['ADMIN'], true), 'bad API key').exact).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });
});

describe.each(testDatabaseKinds())('authorization harness (%s)', (kind) => {
  let ctx: TestContext;
  let routes: RegisteredRoute[];
  const owners = {} as Record<Role, { userId: number } | { clientId: number }>;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    routes = declaredRoutes(ctx.app);
    const db = ctx.database.db;
    for (const [role, email] of Object.entries(STAFF_ACCOUNTS) as [Role, string][]) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      owners[role] = { userId: user.id };
    }
    const farmer = await db
      .selectFrom('clients')
      .select('id')
      .where('client_key_hash', '=', hashClientKey(DEMO_CLIENT_KEY))
      .executeTakeFirstOrThrow();
    owners.FARMER = { clientId: farmer.id };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function call(route: RegisteredRoute, caller: Caller): Promise<LightMyRequestResponse> {
    let cookie: string | undefined;
    if (caller !== 'anonymous' && caller !== 'bad API key') {
      // A fresh session per call: a route such as logout may end the one it was called with.
      const token = await createSession(ctx.database.db, owners[caller], ctx.config, 'authorization-harness');
      cookie = `${ctx.config.COOKIE_NAME}=${token}`;
    }
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    return ctx.request({
      method: route.method as 'GET',
      url: concretePath(route.url),
      cookie,
      headers: caller === 'bad API key' ? { 'x-api-key': 'clave-equivocada' } : {},
      ...(hasBody ? { payload: {} } : {}),
      // Its own address, so the sign-in limits of the auth routes never answer for the gate.
      remoteAddress: '10.99.0.1',
    });
  }

  it('covers the routes of this issue', () => {
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    for (const route of [
      'POST /api/auth/',
      'POST /api/auth/client',
      'GET /api/auth/me',
      'POST /api/auth/logout',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'GET /api/terms',
      'POST /api/users/accept-tos',
      'POST /api/clients/register',
      'GET /api/clients',
      'GET /api/seasons',
      'GET /api/products/enabled',
      'GET /api/health',
    ]) {
      expect(listed).toContain(route);
    }
  });

  it('answers every caller of every route as its access declaration says', async () => {
    const unexpected: string[] = [];
    for (const route of routes) {
      for (const caller of CALLERS) {
        const expectation = expectationFor(route, caller);
        const response = await call(route, caller);
        if (!meets(expectation, response)) {
          unexpected.push(
            [
              `${route.method} ${route.url}`.padEnd(40),
              caller.padEnd(12),
              `expected ${describeExpectation(expectation)}`.padEnd(34),
              `got ${response.statusCode} ${codeOf(response)}`,
            ].join(' | '),
          );
        }
      }
    }
    const table = ['route'.padEnd(40), 'caller'.padEnd(12), 'expected'.padEnd(34), 'got'].join(' | ');
    expect(unexpected, `Unexpected answers:\n${[table, ...unexpected].join('\n')}`).toEqual([]);
  });
});
