// "Resumen de temporada" in the browser: it opens on the current season, switches to another
// through the address, says whose figures they are, and offers the detail page only to the roles
// that may open it. Season names of the list lead a Supervisor to the overview.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { Season } from '../../../../domain/catalog.ts';
import type { Page } from '../../../../domain/pagination.ts';
import type { SeasonDashboard } from '../../../../domain/season-figures.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { pageOf } from '../../../lib/testing/page.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import SeasonOverviewPage from './season-overview-page.tsx';
import SeasonsListPage from './seasons-list-page.tsx';

// The season picker and the list both read GET /seasons (the picker every season, the list a page).
const listSeasons = apiRoute('get', '/seasons');
const getSeasonDashboard = apiRoute('get', '/seasons/:id/dashboard');

const user = (role: UserDetails['role']): UserDetails => ({
  id: 1,
  role,
  distributor: null,
  acceptedTos: true,
  firstName: 'Mónica',
  lastName: 'Salazar',
  email: 'supervisor@agroventas.mx',
});

const season = (id: number, name: string, startDate: string, endDate: string, isOpen: boolean): Season => ({
  id,
  name,
  startDate,
  endDate,
  isOpen,
  isVoucherOpen: isOpen,
});
// Newest first, as the server lists them: a season still to come, the current one, an old one.
const seasons = [
  season(3, 'PV-2027', '2027-04-01', '2027-09-30', true),
  season(2, 'OI-2026-2027', '2026-10-01', '2027-03-31', true),
  season(1, 'PV-2026', '2026-04-01', '2026-09-30', false),
];

const dashboardOf = (seasonId: number, amount: number): SeasonDashboard => ({
  season: seasons.find((s) => s.id === seasonId) ?? seasons[0]!,
  sales: { sales: 4, bags: 21, amount },
  vouchers: { count: 2, total: 5000, paid: 2500.5, balance: 2499.5, redeemedCount: 1, redeemedTotal: 1000 },
  byProduct: [],
  byZone: [],
  byConsultant: [],
  byWeek: [],
  inventory: { totals: { allocated: 38, sold: 28, reserved: 6, available: 4 }, low: [] },
});

function openOverview(at: string) {
  renderRoute({ at, path: '/dashboard/overview/:id?', page: <SeasonOverviewPage /> });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T18:00:00Z'));
  listSeasons.answers(pageOf(seasons));
  getSeasonDashboard.replies(({ params }) =>
    dataAnswer(dashboardOf(Number(params.id), Number(params.id) * 1000)),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SeasonOverviewPage', () => {
  it('opens a Supervisor on the current season, its team’s figures, without the detail page', async () => {
    appStore.set(userDetailsAtom, user('SUPERVISOR'));
    openOverview('/dashboard/overview');

    const sales = await screen.findByRole('region', { name: 'Ventas' });
    expect(sales).toHaveTextContent('Importe vendido$2,000.00');
    expect(getSeasonDashboard.calls.map((call) => call.path)).toContain('/seasons/2/dashboard');
    expect(screen.getByRole('combobox', { name: 'Temporada' })).toHaveTextContent('OI-2026-2027');
    expect(screen.getByText(/de los consultores de tu equipo/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Ver detalle de la temporada' })).toBeNull();
  });

  it('draws the weekly chart on a value axis in pesos and names products without repeating their code', async () => {
    appStore.set(userDetailsAtom, user('ADMIN'));
    getSeasonDashboard.answers({
      ...dashboardOf(2, 234_100),
      byWeek: [
        { weekStart: '2026-10-05', sales: 1, bags: 14, amount: 51_100 },
        { weekStart: '2026-10-12', sales: 3, bags: 50, amount: 183_000 },
      ],
      byProduct: [
        {
          productId: 7,
          productCode: 'DK-4050',
          productName: 'DK-4050 Blanco Bajío',
          sales: 2,
          bags: 30,
          amount: 100_000,
        },
        {
          productId: 8,
          productCode: 'P-3258',
          productName: 'Pioneer 3258',
          sales: 2,
          bags: 34,
          amount: 134_100,
        },
      ],
    });
    openOverview('/dashboard/overview');

    const axis = await screen.findByTestId('value-axis');
    expect([...axis.querySelectorAll('text')].map((label) => label.textContent?.replace(/\s/g, ' '))).toEqual(
      ['$0', '$50 k', '$100 k', '$150 k', '$200 k'],
    );
    const products = screen.getByRole('table', { name: 'Ventas por producto' });
    expect(within(products).getByText('DK-4050 Blanco Bajío')).toBeVisible();
    expect(within(products).getByText('P-3258 · Pioneer 3258')).toBeVisible();
    expect(within(products).queryByText(/DK-4050 · DK-4050/)).toBeNull();
  });

  it('switches to another season through the address', async () => {
    appStore.set(userDetailsAtom, user('COORDINATOR'));
    const events = openOverview('/dashboard/overview');

    await screen.findByRole('region', { name: 'Ventas' });
    await events.click(screen.getByRole('combobox', { name: 'Temporada' }));
    await events.click(await screen.findByRole('option', { name: /^PV-2026/ }));

    expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/overview/1');
    const sales = await screen.findByRole('region', { name: 'Ventas' });
    expect(await within(sales).findByText('$1,000.00')).toBeVisible();
    expect(screen.getByText(/de los clientes de tu zona/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver detalle de la temporada' })).toHaveAttribute(
      'href',
      '/dashboard/seasons/details/1',
    );
  });

  it('says so when the address names no season', async () => {
    appStore.set(userDetailsAtom, user('ADMIN'));
    openOverview('/dashboard/overview/99');
    expect(await screen.findByText('No encontramos este registro')).toBeVisible();
    expect(getSeasonDashboard.calls).toHaveLength(0);
  });
});

describe('SeasonsListPage', () => {
  const page: Page<Season> = {
    data: seasons,
    page: 1,
    size: 10,
    totalPages: 1,
    totalRecords: 3,
    countKind: 'exact',
  };

  function openSeasonList(role: UserDetails['role']) {
    appStore.set(userDetailsAtom, user(role));
    listSeasons.answers(page);
    renderRoute({
      at: '/dashboard/seasons/list',
      path: '/dashboard/seasons/list',
      page: <SeasonsListPage />,
    });
  }

  it('links a Supervisor’s season names to their overview', async () => {
    openSeasonList('SUPERVISOR');

    expect(await screen.findByRole('link', { name: 'OI-2026-2027' })).toHaveAttribute(
      'href',
      '/dashboard/overview/2',
    );
    expect(screen.queryByRole('button', { name: 'Editar OI-2026-2027' })).toBeNull();
  });

  it('gives an Admin’s row actions a visible label and a name that says which season', async () => {
    openSeasonList('ADMIN');

    expect(await screen.findByRole('link', { name: 'OI-2026-2027' })).toHaveAttribute(
      'href',
      '/dashboard/seasons/details/2',
    );
    expect(screen.getByRole('button', { name: 'Tablero de OI-2026-2027' })).toHaveTextContent('Tablero');
    expect(screen.getByRole('button', { name: 'Editar OI-2026-2027' })).toHaveTextContent('Editar');
    expect(screen.getByRole('button', { name: 'Inventario de OI-2026-2027' })).toHaveTextContent(
      'Inventario',
    );
  });
});
