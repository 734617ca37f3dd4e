// @vitest-environment jsdom
import { FluentProvider } from '@fluentui/react-components';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';
import { appStore, userDetailsAtom } from '../../lib/session.ts';
import { lightTheme } from '../../lib/theme.ts';
import PlaceholderPage from '../pages/placeholder-page.tsx';
import type { RouteHandle } from '../route-meta.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

afterEach(() => {
  cleanup();
  act(() => appStore.set(userDetailsAtom, null));
});

function renderDashboard(role: Role, path: string) {
  appStore.set(userDetailsAtom, {
    id: 4,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Jorge',
    lastName: 'Salinas',
    email: 'jorge@agroventas.mx',
  });
  const pages = [ROUTES.users, ROUTES.sales, ROUTES.products].map((meta) => ({
    path: meta.path,
    handle: { meta } satisfies RouteHandle,
    Component: PlaceholderPage,
  }));
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: DashboardLayout, children: pages },
      { path: '/logout', element: <p>saliendo</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <JotaiProvider store={appStore}>
      <FluentProvider theme={lightTheme}>
        <RouterProvider router={router} />
      </FluentProvider>
    </JotaiProvider>,
  );
  return router;
}

describe('dashboard shell', () => {
  it('shows the product, the signed-in user with the role, and the way out', async () => {
    renderDashboard('SUPERVISOR', '/dashboard/users');
    expect(await screen.findByText('Agroventas')).toBeTruthy();
    expect(screen.getByText('Jorge Salinas')).toBeTruthy();
    expect(screen.getByText('Supervisor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' }).getAttribute('href')).toBe('/logout');
  });

  it('lists in the side navigation only what the role may open', async () => {
    renderDashboard('COORDINATOR', '/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Notificaciones',
      'Usuarios',
      'Clientes',
      'Ventas',
      'Socios',
      'Temporadas',
      'Simulador',
    ]);
  });

  it('titles the page from the route, "Mi perfil" for a Consultant at the users page', async () => {
    renderDashboard('CONSULTANT', '/dashboard/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeTruthy();
    expect(screen.getByText('La sección «Mi perfil» estará disponible próximamente.')).toBeTruthy();
  });

  it('follows a navigation link inside the app', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await act(async () => within(nav).getByRole('link', { name: 'Productos' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
  });
});
