import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteMeta } from '../../domain/app-routes.ts';
import type { UserDetails } from '../../domain/auth.ts';
import type { Role } from '../../domain/roles.ts';
import { createRouteGuard, type RouteGuardDeps } from './route-guard.ts';

afterEach(cleanup);

function user(role: Role): UserDetails {
  return {
    id: 1,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Eva',
    lastName: 'Ruiz',
    email: null,
  };
}

function setup(initialPath: string, signedIn: UserDetails | null, overrides: Partial<RouteGuardDeps> = {}) {
  let details = signedIn;
  const deps: RouteGuardDeps = {
    getUserDetails: () => details,
    refreshUserDetails: vi.fn(() =>
      details
        ? Promise.resolve(details)
        : Promise.reject({ statusCode: 401, code: 'UNAUTHENTICATED', message: '' }),
    ),
    logout: vi.fn(() => Promise.resolve()),
    showToast: vi.fn(),
    ...overrides,
  };
  const logout = deps.logout;
  // Like the real logout, the session is gone afterwards.
  deps.logout = async () => {
    await logout();
    details = null;
  };
  const guard = createRouteGuard(deps);
  const page = (meta: RouteMeta): RouteObject => ({
    path: meta.path,
    loader: guard.loaderFor(meta),
    element: <h1>{meta.name}</h1>,
  });
  const router = createMemoryRouter(
    [
      page(ROUTES.login),
      page(ROUTES.users),
      page(ROUTES.customers),
      page(ROUTES.products),
      page(ROUTES.sales),
    ],
    { initialEntries: [initialPath] },
  );
  guard.attach(router);
  render(<RouterProvider router={router} />);
  return { router, guard, deps };
}

const where = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('navigation guard bound to the router', () => {
  it('opens an allowed page and counts the navigation', async () => {
    const { router, guard } = setup('/dashboard/users', user('COORDINATOR'));
    expect(await screen.findByRole('heading', { name: 'UsersPage' })).toBeTruthy();
    await act(() => router.navigate('/dashboard/customers'));
    expect(screen.getByRole('heading', { name: 'CustomersPage' })).toBeTruthy();
    expect(guard.redirectCounter()).toBe(2);
  });

  it('refuses a page of another role: the user stays, the address does not move, and is told why', async () => {
    const { router, deps } = setup('/dashboard/customers', user('COORDINATOR'));
    await screen.findByRole('heading', { name: 'CustomersPage' });
    const entriesBefore = router.state.historyAction;
    await act(() => router.navigate('/dashboard/products'));
    expect(where(router)).toBe('/dashboard/customers');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(entriesBefore).toBe('POP');
    expect(screen.getByRole('heading', { name: 'CustomersPage' })).toBeTruthy();
    expect(deps.showToast).toHaveBeenCalledWith({
      severity: 'warn',
      summary: 'No tienes permiso para abrir esa página.',
    });
  });

  it('on a first load of a refused page goes to the home of the role instead', async () => {
    const { router } = setup('/dashboard/products', user('CONSULTANT'));
    expect(await screen.findByRole('heading', { name: 'SalesPage' })).toBeTruthy();
    expect(where(router)).toBe('/dashboard/sales/list/sale');
  });

  it('sends a visitor to the login page', async () => {
    const { router } = setup('/dashboard/users', null);
    expect(await screen.findByRole('heading', { name: 'LoginPage' })).toBeTruthy();
    expect(where(router)).toBe('/login');
  });

  it('on a dead session shows the error, logs out, then opens the login page', async () => {
    const order: string[] = [];
    const showToast = vi.fn(() => order.push('toast'));
    const { router } = setup('/dashboard/users', user('SUPERVISOR'), {
      refreshUserDetails: () => Promise.reject({ statusCode: 401, code: 'UNAUTHENTICATED', message: '' }),
      showToast,
      logout: vi.fn(() => {
        order.push('logout');
        return Promise.resolve();
      }),
    });
    expect(await screen.findByRole('heading', { name: 'LoginPage' })).toBeTruthy();
    expect(where(router)).toBe('/login');
    expect(order).toEqual(['toast', 'logout']);
    expect(showToast).toHaveBeenCalledWith({
      severity: 'error',
      summary: 'Error',
      detail: 'Sesión inválida. Por favor, inicia sesión nuevamente.',
    });
  });
});
