import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoucherListItem } from '../../../../domain/sales-schemas.ts';
import type { SeasonStrip } from '../../../../domain/season-figures.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { pageOf } from '../../../lib/testing/page.ts';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import SalesListPage from './sales-list-page.tsx';
import { listedParties, saleListItem, salesStaff } from '../test-fixtures.ts';

const listSales = apiRoute('get', '/sales');
const listVouchers = apiRoute('get', '/vouchers');
const listSeasonOptions = apiRoute('get', '/seasons');
const getSeasonSummary = apiRoute('get', '/sales/summary/:seasonId?');
const listSavedViews = apiRoute('get', '/saved-views');

const voucher: VoucherListItem = {
  id: 45,
  folio: 'DK-2026-000045',
  createdAt: '2026-01-20T16:00:00.000Z',
  ...listedParties,
  total: 5000,
  paid: 2000.1,
  balance: 2999.9,
  status: 'PARTIAL',
  saleId: null,
  saleFolio: null,
};

function openList(at: string) {
  renderRoute({ at, path: '/dashboard/sales/list/:tab', page: <SalesListPage /> });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address');

beforeEach(() => {
  appStore.set(userDetailsAtom, salesStaff('CONSULTANT'));
  listSeasonOptions.answers(
    pageOf([
      {
        id: 2,
        name: 'PV-2026',
        startDate: '2026-03-01',
        endDate: '2026-09-30',
        isOpen: true,
        isVoucherOpen: true,
      },
    ]),
  );
  getSeasonSummary.answers(figures(0, null));
  listSavedViews.answers([]);
});
afterEach(cleanup);

const figures = (sales: number, season: SeasonStrip['season']): SeasonStrip => ({
  season,
  sales: { sales, bags: sales * 10, amount: sales * 1000 },
  vouchers: { count: 1, total: 500, paid: 200, balance: 300, redeemedCount: 0, redeemedTotal: 0 },
});

describe('SalesListPage', () => {
  it('heads the unfiltered list with every season’s figures, and a season’s once the list is filtered on it', async () => {
    listSales.answers(pageOf([saleListItem(1)]));
    getSeasonSummary.replies(({ params }) =>
      dataAnswer(figures(params.seasonId === undefined ? 26 : 18, null)),
    );
    const user = openList('/dashboard/sales/list/sale');

    const all = await screen.findByRole('region', { name: 'Cifras de todas las temporadas' });
    expect(within(all).getByRole('heading')).toHaveTextContent('Todas las temporadas · tus ventas');
    expect(await within(all).findByText('26')).toBeVisible();
    expect(getSeasonSummary.calls.at(-1)?.path).toBe('/sales/summary');
    // A consultant has no season overview: no link.
    expect(within(all).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Temporada' }));
    await user.click(await screen.findByRole('option', { name: 'PV-2026' }));
    const one = await screen.findByRole('region', { name: 'Cifras de la temporada PV-2026' });
    expect(await within(one).findByText('18')).toBeVisible();
    expect(getSeasonSummary.calls.at(-1)?.path).toBe('/sales/summary/2');
    expect(within(one).queryByText(/sin los demás filtros/)).toBeNull();
  });

  it('links a manager’s strip to the season overview and says when other filters narrow the list', async () => {
    appStore.set(userDetailsAtom, salesStaff('SUPERVISOR'));
    listSales.answers(pageOf([saleListItem(1)]));
    getSeasonSummary.answers(figures(3, null));
    openList('/dashboard/sales/list/sale?seasonId=2&q=Zapata');

    const strip = await screen.findByRole('region', { name: 'Cifras de la temporada PV-2026' });
    expect(within(strip).getByRole('link', { name: 'Ver resumen de temporada' })).toHaveAttribute(
      'href',
      '/dashboard/overview/2',
    );
    expect(within(strip).getByText('Cifras de la temporada completa, sin los demás filtros.')).toBeVisible();
  });

  it('shows the sales of the first page with links, dd/mm/yy dates, pesos, the redeemed Dkbono and the totals', async () => {
    listSales.answers(
      pageOf(
        [saleListItem(1), saleListItem(2, { total: 100.25, voucherId: 45, voucherFolio: 'DK-2026-000045' })],
        {
          totalPages: 3,
          totalRecords: 22,
        },
      ),
    );
    openList('/dashboard/sales/list/sale');

    const link = await screen.findByRole('link', { name: 'V-2026-000121' });
    expect(link).toHaveAttribute('href', '/dashboard/sales/sale/1');
    expect(screen.getByRole('link', { name: 'DK-2026-000045' })).toHaveAttribute(
      'href',
      '/dashboard/sales/dkbono/45',
    );
    expect(screen.getAllByText('05/03/26')).toHaveLength(2);
    expect(screen.getByText('$1,234.50')).toBeVisible();
    expect(screen.getAllByText('Activa')).toHaveLength(2);
    expect(screen.getByText('Total de la página: $1,334.75')).toBeVisible();
    expect(screen.getByText('Página 1 de 3 · 22 registros')).toBeVisible();
    expect(listSales.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: '10',
      sort: 'date:desc',
    });
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when no sale matches the filters and clears them', async () => {
    listSales.answersOnce(pageOf([])).answersOnce(pageOf([saleListItem(1)]));
    const user = openList('/dashboard/sales/list/sale?q=Zapata&status=CANCELLED');

    const message = await screen.findByText('No hay ventas con estos filtros.');
    expect(message).toBeVisible();
    expect(listSales.calls.map((call) => call.query)).toContainEqual({
      q: 'Zapata',
      status: 'CANCELLED',
      page: '1',
      size: '10',
      sort: 'date:desc',
    });
    const empty = message.closest<HTMLElement>('[role="status"]');
    if (!empty) throw new Error('the empty state should be announced');
    await user.click(within(empty).getByRole('button', { name: 'Limpiar filtros' }));

    expect(await screen.findByRole('link', { name: 'V-2026-000121' })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/dashboard\/sales\/list\/sale$/);
    expect(listSales.calls.at(-1)?.query).toEqual({ page: '1', size: '10', sort: 'date:desc' });
  });

  it('shows the server message when the list cannot be loaded and tries again', async () => {
    listSales
      .refusesOnce({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'El servicio no está disponible.',
      })
      .answersOnce(pageOf([saleListItem(1)]));
    const user = openList('/dashboard/sales/list/sale');

    expect(await screen.findByText('El servicio no está disponible.')).toBeVisible();
    expect(screen.getByText('No se pudieron cargar las ventas')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('link', { name: 'V-2026-000121' })).toBeVisible();
    expect(screen.queryByText('El servicio no está disponible.')).not.toBeInTheDocument();
  });

  it('puts the search trimmed and the chosen status into the address and the query', async () => {
    listSales.answers(pageOf([saleListItem(1)]));
    const user = openList('/dashboard/sales/list/sale?page=3');
    await screen.findByRole('link', { name: 'V-2026-000121' });

    await user.click(screen.getByRole('searchbox'));
    await user.paste('  Pérez  ');
    await waitFor(() => expect(address()).toHaveTextContent('/dashboard/sales/list/sale?q=P%C3%A9rez'));
    await waitFor(() =>
      expect(listSales.calls.at(-1)?.query).toEqual({ q: 'Pérez', page: '1', size: '10', sort: 'date:desc' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(screen.getByRole('option', { name: 'Cancelada' }));
    await waitFor(() =>
      expect(listSales.calls.at(-1)?.query).toEqual({
        q: 'Pérez',
        status: 'CANCELLED',
        page: '1',
        size: '10',
        sort: 'date:desc',
      }),
    );
    expect(address()).toHaveTextContent('?q=P%C3%A9rez&status=CANCELLED');
  });

  it('sorts by the clicked column and pages with the chosen size', async () => {
    listSales.answers(pageOf([saleListItem(1)], { totalPages: 4, totalRecords: 31 }));
    const user = openList('/dashboard/sales/list/sale');
    await screen.findByRole('link', { name: 'V-2026-000121' });

    await user.click(screen.getByRole('columnheader', { name: 'Total' }));
    await waitFor(() => expect(address()).toHaveTextContent('?sort=total%3Aasc'));

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() =>
      expect(listSales.calls.at(-1)?.query).toEqual({ page: '2', size: '10', sort: 'total:asc' }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Registros por página' }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(listSales.calls.at(-1)?.query).toEqual({ page: '1', size: '25', sort: 'total:asc' }),
    );
  });

  it('says "más de 10,000" past the count cap and pages on while the server knows a next page', async () => {
    const tenFrom = (first: number) => Array.from({ length: 10 }, (_, at) => saleListItem(first + at));
    // Page 1,000 of a list the server stopped counting at 10,000: one more page exists, short.
    listSales.replies(({ query }) =>
      dataAnswer(
        query.page === '1000'
          ? pageOf(tenFrom(1), { page: 1000, totalPages: 1001, totalRecords: 10_000, countKind: 'atLeast' })
          : pageOf(tenFrom(11).slice(0, 4), {
              page: 1001,
              totalPages: 1001,
              totalRecords: 10_000,
              countKind: 'atLeast',
            }),
      ),
    );
    const user = openList('/dashboard/sales/list/sale?page=1000');

    expect(await screen.findByText('9,991–10,000 de más de 10,000 registros')).toBeVisible();
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await screen.findByText('10,001–10,004 de más de 10,000 registros')).toBeVisible();
    expect(listSales.calls.at(-1)?.query).toEqual({ page: '1001', size: '10', sort: 'date:desc' });
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  });

  it('opens the DKbonos tab from its address and keeps the shared filters when going back to sales', async () => {
    listVouchers.answers(pageOf([voucher]));
    listSales.answers(pageOf([saleListItem(1)]));
    const user = openList('/dashboard/sales/list/voucher?q=Juana&status=PARTIAL');

    const link = await screen.findByRole('link', { name: 'DK-2026-000045' });
    expect(link).toHaveAttribute('href', '/dashboard/sales/dkbono/45');
    expect(screen.getByRole('tab', { name: 'DKbonos' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('grid')).getByText('Pago parcial')).toBeVisible();
    expect(
      screen.getByText('Total de la página: $5,000.00 · Pagado: $2,000.10 · Saldo: $2,999.90'),
    ).toBeVisible();
    expect(listVouchers.calls.map((call) => call.query)).toContainEqual({
      q: 'Juana',
      status: 'PARTIAL',
      page: '1',
      size: '10',
      sort: 'date:desc',
    });
    expect(listSales.calls).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'DKbonos' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Ventas' }));

    await waitFor(() => expect(address()).toHaveTextContent(/^\/dashboard\/sales\/list\/sale\?q=Juana$/));
    expect(await screen.findByRole('link', { name: 'V-2026-000121' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ventas' })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers new sales and Dkbonos to a Consultant only', async () => {
    listSales.answers(pageOf([saleListItem(1)]));
    const user = openList('/dashboard/sales/list/sale');
    await user.click(await screen.findByRole('button', { name: 'Nueva venta' }));
    expect(address()).toHaveTextContent(/^\/dashboard\/sales\/create-sale$/);
    cleanup();

    appStore.set(userDetailsAtom, salesStaff('SUPERVISOR'));
    openList('/dashboard/sales/list/sale');
    await screen.findByRole('link', { name: 'V-2026-000121' });
    expect(screen.queryByRole('button', { name: 'Nueva venta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo DKbono' })).not.toBeInTheDocument();
    // The sale report is Exportar's (all the filter's rows, in Excel): one button, not two alike.
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Descargar reporte' })).not.toBeInTheDocument();
  });

  it('offers the sales import to Admin and Coordinator only, on the sales tab', async () => {
    listSales.answers(pageOf([saleListItem(1)]));
    listVouchers.answers(pageOf([voucher]));
    openList('/dashboard/sales/list/sale');
    await screen.findByRole('link', { name: 'V-2026-000121' });
    expect(screen.queryByRole('button', { name: 'Importar ventas' })).not.toBeInTheDocument();
    cleanup();

    appStore.set(userDetailsAtom, salesStaff('COORDINATOR'));
    openList('/dashboard/sales/list/sale');
    expect(await screen.findByRole('button', { name: 'Importar ventas' })).toBeVisible();
    cleanup();

    openList('/dashboard/sales/list/voucher');
    await screen.findByRole('link', { name: 'DK-2026-000045' });
    expect(screen.queryByRole('button', { name: 'Importar ventas' })).not.toBeInTheDocument();
  });
});
