import { describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteMeta } from '../../domain/app-routes.ts';
import type { UserDetails } from '../../domain/auth.ts';
import type { Role } from '../../domain/roles.ts';
import { SESSION_INVALID_MESSAGE } from '../lib/session-end.ts';
import { FORBIDDEN_PAGE_TOAST, runNavigationGuard, type GuardInput } from './navigation-guard.ts';

function user(role: Role, extra: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@agroventas.mx',
    ...extra,
  };
}

function input(target: RouteMeta, overrides: Partial<GuardInput> = {}): GuardInput {
  const details = overrides.userDetails === undefined ? null : overrides.userDetails;
  return {
    target,
    search: '',
    previous: '/dashboard/customers',
    userDetails: details,
    redirectCounter: 1,
    refreshUserDetails: vi.fn(() =>
      details
        ? Promise.resolve(details)
        : Promise.reject({ statusCode: 401, code: 'UNAUTHENTICATED', message: '' }),
    ),
    ...overrides,
  };
}

describe('navigation guard (docs/requirements.md §2)', () => {
  it('rule 1: lets anyone reach LogoutUser, signed in or not, without touching the session', async () => {
    const anonymous = await runNavigationGuard(input(ROUTES.logout, { redirectCounter: 0 }));
    expect(anonymous).toEqual({ decision: { kind: 'allow' }, redirectCounter: 0, effects: [] });
    const refresh = vi.fn(() => Promise.reject(new Error('401')));
    const farmer = await runNavigationGuard(
      input(ROUTES.logout, { userDetails: user('FARMER'), redirectCounter: 0, refreshUserDetails: refresh }),
    );
    expect(farmer.decision).toEqual({ kind: 'allow' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('rule 2: sends a visitor following the farmer link to the farmer login with the decoded objective', async () => {
    // The link was encoded twice (as mail clients do): the query value is still
    // '%2Fsimulator%3Fha%3D10'.
    const result = await runNavigationGuard(
      input(ROUTES.farmer, { search: '?objective=%252Fsimulator%253Fha%253D10' }),
    );
    expect(result.decision).toEqual({
      kind: 'redirect',
      to: '/login/farmer?objective=%2Fsimulator%3Fha%3D10',
    });
    const to = result.decision.kind === 'redirect' ? result.decision.to : '';
    expect(new URL(to, 'http://x').searchParams.get('objective')).toBe('/simulator?ha=10');
  });

  it('rule 2: sends a visitor without an objective to the plain farmer login', async () => {
    const result = await runNavigationGuard(input(ROUTES.farmer));
    expect(result.decision).toEqual({ kind: 'redirect', to: '/login/farmer' });
  });

  it('rule 3: sends a visitor to the login page when the route needs a session', async () => {
    const result = await runNavigationGuard(input(ROUTES.sales));
    expect(result).toEqual({ decision: { kind: 'redirect', to: '/login' }, redirectCounter: 1, effects: [] });
  });

  it('rule 3: shows a public route to a visitor', async () => {
    for (const route of [ROUTES.login, ROUTES.root, ROUTES.customerRegistration, ROUTES.newPassword]) {
      const result = await runNavigationGuard(input(route));
      expect(result.decision).toEqual({ kind: 'allow' });
    }
  });

  it('rule 4: keeps a signed-in Farmer on the simulator pages', async () => {
    const farmer = user('FARMER');
    for (const route of [
      ROUTES.sales,
      ROUTES.users,
      ROUTES.adminSimulator,
      ROUTES.login,
      ROUTES.acceptTerms,
    ]) {
      const result = await runNavigationGuard(input(route, { userDetails: farmer }));
      expect(result.decision).toEqual({ kind: 'redirect', to: '/simulator' });
    }
    const simulator = await runNavigationGuard(input(ROUTES.simulator, { userDetails: farmer }));
    expect(simulator.decision).toEqual({ kind: 'allow' });
    const redirectPage = await runNavigationGuard(input(ROUTES.farmer, { userDetails: farmer }));
    expect(redirectPage.decision).toEqual({ kind: 'allow' });
  });

  it('rule 4: treats a user with a client key as a Farmer whatever its role says', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.sales, { userDetails: user('CONSULTANT', { clientKey: 'AB12-CD34' }) }),
    );
    expect(result.decision).toEqual({ kind: 'redirect', to: '/simulator' });
  });

  it('rule 5: refreshes the user details when the counter is 0 and uses the fresh ones', async () => {
    // Stored as a Supervisor, but the server now says Admin: products opens.
    const refresh = vi.fn(() => Promise.resolve(user('ADMIN')));
    const result = await runNavigationGuard(
      input(ROUTES.products, {
        userDetails: user('SUPERVISOR'),
        redirectCounter: 0,
        refreshUserDetails: refresh,
      }),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ decision: { kind: 'allow' }, redirectCounter: 1, effects: [] });
  });

  it('rule 5: does not refresh while the counter is above 0, nor on the way to the login page', async () => {
    const refresh = vi.fn(() => Promise.resolve(user('ADMIN')));
    await runNavigationGuard(
      input(ROUTES.users, { userDetails: user('ADMIN'), redirectCounter: 3, refreshUserDetails: refresh }),
    );
    await runNavigationGuard(
      input(ROUTES.login, { userDetails: user('ADMIN'), redirectCounter: 0, refreshUserDetails: refresh }),
    );
    expect(refresh).not.toHaveBeenCalled();
  });

  const sessionGone = { statusCode: 401, code: 'UNAUTHENTICATED', message: SESSION_INVALID_MESSAGE };

  it('rule 5: on a failed refresh for a protected route shows the error, logs out and goes to login', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.sales, {
        userDetails: user('CONSULTANT'),
        redirectCounter: 0,
        refreshUserDetails: () => Promise.reject(sessionGone),
      }),
    );
    expect(result).toEqual({
      decision: { kind: 'redirect', to: '/login' },
      redirectCounter: 0,
      effects: [
        { kind: 'toast', message: { severity: 'error', summary: 'Error', detail: SESSION_INVALID_MESSAGE } },
        { kind: 'logout' },
      ],
    });
    expect(SESSION_INVALID_MESSAGE).toBe('Sesión inválida. Por favor, inicia sesión nuevamente.');
  });

  it('rule 5: without signal (no answer) or on a server error, keeps the session and the stored details', async () => {
    for (const failure of [new Error('Network Error'), { statusCode: 503, code: 'INTERNAL', message: 'x' }]) {
      const result = await runNavigationGuard(
        input(ROUTES.sales, {
          userDetails: user('CONSULTANT'),
          redirectCounter: 0,
          refreshUserDetails: () => Promise.reject(failure),
        }),
      );
      expect(result).toEqual({ decision: { kind: 'allow' }, redirectCounter: 1, effects: [] });
    }
  });

  it('rule 5: on a failed refresh for a public route carries on with the stored details', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.customerRegistration, {
        userDetails: user('ADMIN'),
        redirectCounter: 0,
        refreshUserDetails: () => Promise.reject(new Error('offline')),
      }),
    );
    expect(result).toEqual({ decision: { kind: 'allow' }, redirectCounter: 1, effects: [] });
  });

  it('rule 6: forces a Consultant who has not accepted the terms to AcceptTerms', async () => {
    const consultant = user('CONSULTANT', { acceptedTos: false });
    for (const route of [ROUTES.sales, ROUTES.login, ROUTES.simulator]) {
      const result = await runNavigationGuard(input(route, { userDetails: consultant }));
      expect(result.decision).toEqual({ kind: 'redirect', to: '/accept-terms' });
    }
    const terms = await runNavigationGuard(input(ROUTES.acceptTerms, { userDetails: consultant }));
    expect(terms.decision).toEqual({ kind: 'allow' });
  });

  it('rule 6: reads the terms from the refreshed details, so accepting elsewhere unblocks', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.sales, {
        userDetails: user('CONSULTANT', { acceptedTos: false }),
        redirectCounter: 0,
        refreshUserDetails: () => Promise.resolve(user('CONSULTANT', { acceptedTos: true })),
      }),
    );
    expect(result.decision).toEqual({ kind: 'allow' });
  });

  it('rule 6: does not apply to other roles', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.users, { userDetails: user('SUPERVISOR', { acceptedTos: false }) }),
    );
    expect(result.decision).toEqual({ kind: 'allow' });
  });

  it('rule 7: sends a signed-in user on a sign-in page to the home of the role', async () => {
    const cases: [Role, string][] = [
      ['ADMIN', '/dashboard/users'],
      ['COORDINATOR', '/dashboard/users'],
      ['SUPERVISOR', '/dashboard/users'],
      ['CONSULTANT', '/dashboard/sales/list/sale'],
    ];
    for (const [role, home] of cases) {
      for (const route of [ROUTES.login, ROUTES.root, ROUTES.restorePassword, ROUTES.redirect]) {
        const result = await runNavigationGuard(input(route, { userDetails: user(role) }));
        expect(result.decision).toEqual({ kind: 'redirect', to: home });
        expect(result.redirectCounter).toBe(1);
      }
    }
  });

  it('rule 7: a sign-in page carrying a safe objective leads there instead of home', async () => {
    const objective = '?objective=%2Fdashboard%2Fsales%2Fdkbono%2F5';
    for (const route of [ROUTES.login, ROUTES.redirect]) {
      const result = await runNavigationGuard(
        input(route, { userDetails: user('ADMIN'), search: objective }),
      );
      expect(result.decision).toEqual({ kind: 'redirect', to: '/dashboard/sales/dkbono/5' });
    }
    const offSite = await runNavigationGuard(
      input(ROUTES.redirect, { userDetails: user('ADMIN'), search: '?objective=%2F%2Fevil.example' }),
    );
    expect(offSite.decision).toEqual({ kind: 'redirect', to: '/dashboard/users' });
  });

  it('rule 7: a Farmer has no home page, so rule 4 has already taken them to the simulator', async () => {
    for (const route of [ROUTES.login, ROUTES.restorePassword, ROUTES.redirect]) {
      const result = await runNavigationGuard(input(route, { userDetails: user('FARMER') }));
      expect(result.decision).toEqual({ kind: 'redirect', to: '/simulator' });
    }
  });

  it('rule 8: shows a route to the roles it allows', async () => {
    const result = await runNavigationGuard(input(ROUTES.createSale, { userDetails: user('CONSULTANT') }));
    expect(result).toEqual({ decision: { kind: 'allow' }, redirectCounter: 2, effects: [] });
  });

  it('rule 8: keeps any other role on the previous page without counting, and says why', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.products, { userDetails: user('COORDINATOR'), redirectCounter: 2 }),
    );
    expect(result).toEqual({
      decision: { kind: 'stay' },
      redirectCounter: 2,
      effects: [
        { kind: 'toast', message: { severity: 'warn', summary: 'No tienes permiso para abrir esa página.' } },
      ],
    });
  });

  it('rule 8: with no previous page (first load) sends a refused user to the home of the role', async () => {
    const result = await runNavigationGuard(
      input(ROUTES.products, { userDetails: user('CONSULTANT'), previous: null }),
    );
    expect(result.decision).toEqual({ kind: 'redirect', to: '/dashboard/sales/list/sale' });
    expect(result.effects).toEqual([{ kind: 'toast', message: FORBIDDEN_PAGE_TOAST }]);
  });

  it('rule 8: raises the counter on each allowed navigation and resets it to 0 once above 4', async () => {
    const refresh = vi.fn(() => Promise.resolve(user('ADMIN')));
    let counter = 0;
    const seen: number[] = [];
    for (let step = 0; step < 7; step += 1) {
      const result = await runNavigationGuard(
        input(ROUTES.users, {
          userDetails: user('ADMIN'),
          redirectCounter: counter,
          refreshUserDetails: refresh,
        }),
      );
      counter = result.redirectCounter;
      seen.push(counter);
    }
    expect(seen).toEqual([1, 2, 3, 4, 0, 1, 2]);
    // The details are fetched again on the navigations made at 0: the first and the sixth.
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('applies the rules in order: a visitor is sent to login before any role check', async () => {
    const refresh = vi.fn(() => Promise.resolve(user('ADMIN')));
    const result = await runNavigationGuard(
      input(ROUTES.products, { userDetails: null, redirectCounter: 0, refreshUserDetails: refresh }),
    );
    expect(result.decision).toEqual({ kind: 'redirect', to: '/login' });
    expect(refresh).not.toHaveBeenCalled();
  });
});
