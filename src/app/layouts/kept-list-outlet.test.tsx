import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ROUTES, type RouteMeta } from '../../../domain/app-routes.ts';
import type { RouteHandle } from '../route-meta.ts';
import { KeptListOutlet, useKeptListScroll } from './kept-list-outlet.tsx';

afterEach(cleanup);

/** A list with state of its own (a count of marked rows) that shows the filter it reads from the address. */
function ListStub() {
  const [marked, setMarked] = useState(0);
  const [params] = useSearchParams();
  return (
    <section aria-label="Lista">
      <p>filtro: {params.get('q') ?? 'ninguno'}</p>
      <button type="button" onClick={() => setMarked((n) => n + 1)}>
        Marcadas {marked}
      </button>
    </section>
  );
}

function Frame() {
  const main = useKeptListScroll();
  return (
    <main ref={main}>
      <KeptListOutlet />
    </main>
  );
}

function route(meta: RouteMeta, element: React.ReactNode) {
  return { path: meta.path, handle: { meta } satisfies RouteHandle, element };
}

function renderFrame(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        Component: Frame,
        children: [
          route(ROUTES.sales, <ListStub />),
          route(ROUTES.saleDetail, <h1>Venta</h1>),
          route(ROUTES.users, <h1>Usuarios</h1>),
          route(ROUTES.customerEdit, <h1>Editar cliente</h1>),
          route(ROUTES.customerDetail, <h1>Cliente</h1>),
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('KeptListOutlet', () => {
  it('keeps the list, hidden and at its own address, under a record opened from it', async () => {
    const router = renderFrame('/dashboard/sales/list/sale?q=norte');
    fireEvent.click(screen.getByRole('button', { name: 'Marcadas 0' }));
    expect(screen.getByRole('button', { name: 'Marcadas 1' })).toBeTruthy();

    await act(() => router.navigate('/dashboard/sales/sale/7'));
    expect(screen.getByRole('heading', { name: 'Venta' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lista' })).toBeNull();
    const hidden = screen.getByRole('region', { name: 'Lista', hidden: true });
    expect(hidden.textContent).toContain('filtro: norte');

    await act(() => router.navigate('/dashboard/sales/list/sale?q=norte'));
    expect(screen.queryByRole('heading', { name: 'Venta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Marcadas 1' })).toBeTruthy();
  });

  it('lets the list go when a page that is not one of its records opens', async () => {
    const router = renderFrame('/dashboard/sales/list/sale');
    fireEvent.click(screen.getByRole('button', { name: 'Marcadas 0' }));
    await act(() => router.navigate('/dashboard/users'));
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lista', hidden: true })).toBeNull();

    await act(() => router.navigate('/dashboard/sales/list/sale'));
    expect(screen.getByRole('button', { name: 'Marcadas 0' })).toBeTruthy();
  });

  it('opens a record at its top when it comes from another record’s page (a saved form)', async () => {
    const router = renderFrame('/dashboard/customers/form/27/edit');
    const main = screen.getByRole('main');
    main.scrollTop = 640;
    await act(() => router.navigate('/dashboard/customers/form/27'));
    expect(screen.getByRole('heading', { name: 'Cliente' })).toBeTruthy();
    expect(main.scrollTop).toBe(0);
  });
});
