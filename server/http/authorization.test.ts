// The authorization harness: every route the app registers under /api and /bot is
// called anonymously, with a bad API key and as each role, and the answers must match the route's
// own access declaration. Routes of later issues are covered without touching this file.
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles.ts';
import {
  CALLERS,
  codeOf,
  concretePath,
  describeExpectation,
  expectationFor,
  meets,
  roleOwners,
  sessionCookie,
  type Caller,
  type SessionOwner,
} from '../test/authorization-harness.ts';
import { createTestContext, testDatabaseKinds, type TestContext } from '../test/helper.ts';
import { declaredRoutes, enforceAccessDeclarations, type RegisteredRoute } from './access.ts';

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
  let owners: Record<Role, SessionOwner>;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    routes = declaredRoutes(ctx.app);
    owners = await roleOwners(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  // Each role calls with one session while it lasts. A route may end it (logout, a farmer's new
  // client key, a deactivation), so a 401 to a kept session is asked again with a fresh one: the
  // answer judged is always that of a live session. (A fresh session for every call made its first
  // lookup most of this walk's time.)
  const kept = new Map<Role, string>();
  async function call(route: RegisteredRoute, caller: Caller): Promise<LightMyRequestResponse> {
    if (caller === 'anonymous' || caller === 'bad API key') return send(route, caller, undefined);
    const cookie = kept.get(caller);
    if (cookie) {
      const response = await send(route, caller, cookie);
      if (response.statusCode !== 401) return response;
    }
    const fresh = await sessionCookie(ctx, owners[caller]);
    kept.set(caller, fresh);
    return send(route, caller, fresh);
  }

  function send(route: RegisteredRoute, caller: Caller, cookie: string | undefined) {
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
