import { FluentProvider } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../domain/app-routes.ts';
import type { Role } from '../../../domain/roles.ts';
import { queryClient } from '../../lib/query-client.ts';
import { setDeskScreen, setPhoneScreen } from '../../lib/testing/screen-width.ts';
import { appStore, userDetailsAtom } from '../../lib/session.ts';
import { lightTheme, themeModeAtom } from '../../lib/theme.ts';
import { apiRoute } from '../../test/api.ts';
import type { RouteHandle } from '../route-meta.ts';
import { DashboardLayout } from './dashboard-layout.tsx';

// The bell and the message banner ask the server; the shell's tests do not need their answers
// beyond nothing unread and no messages.
const countUnread = apiRoute('get', '/notifications/unread-count');
const listActiveMessages = apiRoute('get', '/messages/active');

beforeEach(() => {
  countUnread.answers({ unread: 0 });
  listActiveMessages.answers([]);
});
afterEach(() => {
  cleanup();
  act(() => appStore.set(userDetailsAtom, null));
  act(() => appStore.set(themeModeAtom, 'system'));
  window.localStorage.clear();
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
      <QueryClientProvider client={queryClient}>
        <FluentProvider theme={lightTheme}>
          <RouterProvider router={router} />
        </FluentProvider>
      </QueryClientProvider>
    </JotaiProvider>,
  );
  return router;
}

/** Clicks a link; true when the app left the click to the browser (a page load, a new tab). */
function clickLeftToBrowser(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  // Runs after React's handlers (bubbling to window); stops jsdom from trying to load the page.
  const record = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  act(() => {
    fireEvent.click(link, init);
  });
  window.removeEventListener('click', record);
  return leftToBrowser;
}

describe('dashboard shell', () => {
  it('shows the product, the signed-in user with the role, and the way out', async () => {
    renderDashboard('SUPERVISOR', '/dashboard/users');
    // The top bar's; the paper-only company header (print.css) says it too.
    expect(within(await screen.findByRole('banner')).getByText('Agroventas')).toBeTruthy();
    expect(screen.getByText('Jorge Salinas')).toBeTruthy();
    expect(screen.getByText('Supervisor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cerrar sesión' }).getAttribute('href')).toBe('/logout');
  });

  it('on a phone keeps who is signed in and the way out in the account menu behind the avatar', async () => {
    setPhoneScreen();
    try {
      const router = renderDashboard('CONSULTANT', '/dashboard/sales/list/sale');
      const bar = await screen.findByRole('banner');
      // No one-tap sign-out beside the bell.
      expect(within(bar).queryByRole('link', { name: 'Cerrar sesión' })).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: 'JS, cuenta de Jorge Salinas' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Jorge Salinas')).toBeTruthy();
      expect(within(menu).getByText('Consultor')).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Mi perfil' })).toBeTruthy();
      fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Claro' }));
      expect(window.localStorage.getItem('agroventas.theme.4')).toBe('light');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      fireEvent.click(within(bar).getByRole('button', { name: 'JS, cuenta de Jorge Salinas' }));
      fireEvent.click(
        within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Cerrar sesión' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    } finally {
      setDeskScreen();
    }
  });

  it('lets each person choose Claro, Oscuro or Como el sistema in the top bar, and keeps it', async () => {
    renderDashboard('ADMIN', '/dashboard/users');
    const bar = await screen.findByRole('banner');
    fireEvent.click(within(bar).getByRole('button', { name: 'Tema: Como el sistema' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['Claro', 'Oscuro', 'Como el sistema']);
    expect(
      within(menu).getByRole('menuitemradio', { name: 'Como el sistema' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Oscuro' }));
    expect(window.localStorage.getItem('agroventas.theme.4')).toBe('dark');
    expect(await within(bar).findByRole('button', { name: 'Tema: Oscuro' })).toBeTruthy();
  });

  it('inside Teams shows the choice disabled and says Teams sets the theme', async () => {
    act(() => appStore.set(themeModeAtom, 'contrast'));
    renderDashboard('COORDINATOR', '/dashboard/users');
    const bar = await screen.findByRole('banner');
    fireEvent.click(within(bar).getByRole('button', { name: /^Tema:/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('En Teams se usa el tema de Teams.')).toBeTruthy();
    for (const item of within(menu).getAllByRole('menuitemradio'))
      expect(item.getAttribute('aria-disabled')).toBe('true');
  });

  it('on a phone opens the side navigation as a drawer from the menu button, and closes it on a link', async () => {
    setPhoneScreen();
    try {
      const router = renderDashboard('ADMIN', '/dashboard/users');
      const bar = await screen.findByRole('banner');
      expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).toBeNull();
      fireEvent.click(within(bar).getByRole('button', { name: 'Abrir el menú' }));
      const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
      expect(within(nav).getByRole('button', { name: 'Cerrar el menú' })).toBeTruthy();
      await act(async () => within(nav).getByRole('link', { name: 'Productos' }).click());
      expect(router.state.location.pathname).toBe('/dashboard/products');
    } finally {
      setDeskScreen();
    }
  });

  it('opens the theme menu from the keyboard (ArrowDown) before its code has loaded', async () => {
    renderDashboard('ADMIN', '/dashboard/users');
    const bar = await screen.findByRole('banner');
    const trigger = within(bar).getByRole('button', { name: 'Tema: Como el sistema' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
  });

  it('lists in the side navigation only what the role may open', async () => {
    renderDashboard('COORDINATOR', '/dashboard/users');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Resumen de temporada',
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

  it('replaces the history entry when a navigation link leads to the page shown, and leaves a ctrl-click to the browser', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/products');
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(clickLeftToBrowser(within(nav).getByRole('link', { name: 'Usuarios' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(router.state.location.pathname).toBe('/dashboard/products');
    await act(async () => within(nav).getByRole('link', { name: 'Productos' }).click());
    expect(router.state.historyAction).toBe('REPLACE');
    await act(async () => within(nav).getByRole('link', { name: 'Usuarios' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/users');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('offers the pages of Ubicaciones as links in a named nav, the current one marked', async () => {
    renderDashboard('ADMIN', '/dashboard/locations/zones');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de ubicaciones' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
      ['/dashboard/locations/zones', 'page'],
      ['/dashboard/locations/state-zones-localities', null],
    ]);
    expect(within(nav).getByRole('link', { name: 'Zonas' })).toBe(links[0]);
    expect(within(nav).getByRole('link', { name: 'Estados, zonas y localidades' })).toBe(links[1]);
  });

  it('follows a section tab inside the app and marks the page it leads to', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/locations/zones');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de ubicaciones' });
    const target = within(nav).getByRole('link', { name: 'Estados, zonas y localidades' });
    expect(clickLeftToBrowser(target)).toBe(false); // the router took it: no page load
    expect(router.state.location.pathname).toBe('/dashboard/locations/state-zones-localities');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estados, zonas y localidades' }),
    ).toBeTruthy();
    await waitFor(() => expect(target.getAttribute('aria-current')).toBe('page'));
    expect(within(nav).getByRole('link', { name: 'Zonas' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves a ctrl-click on a section tab to the browser, to open it in a new tab', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/params/product-type');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de parámetros' });
    const messages = within(nav).getByRole('link', { name: 'Mensajes' });
    expect(clickLeftToBrowser(messages, { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/dashboard/params/product-type');
  });

  it('leads an Admin between the pages of Parámetros with tab links', async () => {
    const router = renderDashboard('ADMIN', '/dashboard/params/product-type');
    const nav = await screen.findByRole('navigation', { name: 'Secciones de parámetros' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/dashboard/params/product-type',
      '/dashboard/params/simulator-params',
      '/dashboard/params/message',
    ]);
    expect(within(nav).getByRole('link', { name: 'Tipos de producto' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await act(async () => within(nav).getByRole('link', { name: 'Mensajes' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/params/message');
    await act(async () => within(nav).getByRole('link', { name: 'Parámetros del simulador' }).click());
    expect(router.state.location.pathname).toBe('/dashboard/params/simulator-params');
    expect(await screen.findByRole('heading', { level: 1, name: 'Parámetros del simulador' })).toBeTruthy();
  });

  it('names the parameters tabs short on a phone, so that they keep to one row', async () => {
    setPhoneScreen();
    try {
      renderDashboard('ADMIN', '/dashboard/params/message');
      const nav = await screen.findByRole('navigation', { name: 'Secciones de parámetros' });
      expect(within(nav).getByRole('link', { name: 'Tipos' })).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'Simulador' })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Parámetros del simulador' })).toBeNull();
      expect(within(nav).getByRole('link', { name: 'Mensajes' }).getAttribute('aria-current')).toBe('page');
    } finally {
      setDeskScreen();
    }
  });

  it('shows no section tabs on pages outside those sections', async () => {
    renderDashboard('ADMIN', '/dashboard/users');
    await screen.findByRole('heading', { level: 1, name: 'Usuarios' });
    expect(screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'))).toEqual([
      'Navegación principal',
    ]);
  });
});
