// @vitest-environment jsdom
import { FluentProvider } from '@fluentui/react-components';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';
import { appStore, userDetailsAtom } from '../../lib/session.ts';
import { lightTheme } from '../../lib/theme.ts';
import type { RouteHandle } from '../route-meta.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

// The bell and the message banner ask the server; the shell's tests do not need their answers.
vi.mock('../../features/notifications/api/count-unread.ts', () => ({ countUnread: vi.fn(async () => 0) }));
vi.mock('../../features/notifications/api/list-active-messages.ts', () => ({
  listActiveMessages: vi.fn(async () => []),
}));

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
  const pages = [
    ROUTES.users,
    ROUTES.sales,
    ROUTES.products,
    ROUTES.zones,
    ROUTES.stateZonesLocalities,
    ROUTES.productTypes,
    ROUTES.simulatorParams,
    ROUTES.messages,
  ].map((meta) => ({
    path: meta.path,
    handle: { meta } satisfies RouteHandle,
    element: <p>contenido</p>,
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
  });

  it('follows a navigation link inside the app', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    await act(async () => within(nav).getByRole('link', { name: 'Productos' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Productos' })).toBeTruthy();
  });

  it('leads an Admin between the pages of Ubicaciones with tabs that change the address', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/locations/zones');
    const tabs = await screen.findByRole('tablist', { name: 'Secciones de ubicaciones' });
    expect(within(tabs).getByRole('tab', { name: 'Zonas' }).getAttribute('aria-selected')).toBe('true');
    await act(async () => within(tabs).getByRole('tab', { name: 'Estados, zonas y localidades' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/locations/state-zones-localities');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estados, zonas y localidades' }),
    ).toBeTruthy();
  });

  it('leads an Admin between the pages of Parámetros with tabs', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/params/product-type');
    const tabs = await screen.findByRole('tablist', { name: 'Secciones de parámetros' });
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    expect(within(tabs).getByRole('tab', { name: 'Tipos de producto' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await act(async () => within(tabs).getByRole('tab', { name: 'Mensajes' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/params/message');
    await act(async () => within(tabs).getByRole('tab', { name: 'Parámetros del simulador' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/params/simulator-params');
  });

  it('shows no section tabs on pages outside those sections', async () => {
    renderDashboard('ADMIN', '/dashboard/users');
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
