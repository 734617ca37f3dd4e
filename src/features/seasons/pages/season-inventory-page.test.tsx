// The inventory sheet in the browser: the season of the address, per-product checks before sending,
// only the changed allocations sent, and a refusal shown on its product with the figures read again.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../../domain/auth.ts';
import type { Season } from '../../../../domain/catalog.ts';
import type { InventoryRow, SeasonInventory } from '../../../../domain/seasons.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { pageOf } from '../../../lib/testing/page.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import SeasonInventoryPage from './season-inventory-page.tsx';
import { inventoryRow } from '../test-fixtures.ts';

const listSeasons = apiRoute('get', '/seasons');
const getSeasonInventory = apiRoute('get', '/seasons/:id/inventory');
const allocateSeasonInventory = apiRoute('put', '/seasons/:id/inventory');

const admin: UserDetails = {
  id: 1,
  role: 'ADMIN',
  distributor: null,
  acceptedTos: true,
  firstName: 'Laura',
  lastName: 'Méndez',
  email: 'admin@agroventas.mx',
};

const seasons: Season[] = [
  {
    id: 3,
    name: 'PV-2027',
    startDate: '2027-04-01',
    endDate: '2027-09-30',
    isOpen: false,
    isVoucherOpen: true,
  },
  {
    id: 2,
    name: 'OI-2026-2027',
    startDate: '2026-10-01',
    endDate: '2027-03-31',
    isOpen: true,
    isVoucherOpen: true,
  },
];

const inventoryOf = (seasonId: number, items: InventoryRow[]): SeasonInventory => ({
  season: seasons.find((s) => s.id === seasonId) ?? seasons[0]!,
  items,
});

function openSheet(at: string) {
  renderRoute({ at, path: '/dashboard/seasons/inventory', page: <SeasonInventoryPage /> });
  return userEvent.setup({ delay: null });
}

async function retype(user: ReturnType<typeof userEvent.setup>, code: string, text: string) {
  const input = await screen.findByLabelText(new RegExp(`Asignadas de ${code}`));
  await user.clear(input);
  if (text) await user.type(input, text);
}

beforeEach(() => {
  appStore.set(userDetailsAtom, admin);
  listSeasons.answers(pageOf(seasons));
});
afterEach(cleanup);

describe('SeasonInventoryPage', () => {
  it('opens the season open for sales when the address names none', async () => {
    getSeasonInventory.answers(inventoryOf(2, [inventoryRow(1, 'DK-1')]));
    openSheet('/dashboard/seasons/inventory');
    expect(await screen.findByText('DK-1')).toBeInTheDocument();
    expect(getSeasonInventory.calls.map((call) => call.path)).toEqual(['/seasons/2/inventory']);
  });

  it('checks each allocation before sending and sends only the changed ones', async () => {
    getSeasonInventory.answers(inventoryOf(3, [inventoryRow(1, 'DK-1'), inventoryRow(2, 'DK-2')]));
    allocateSeasonInventory.answers(
      inventoryOf(3, [inventoryRow(1, 'DK-1', { allocated: 250, available: 210 }), inventoryRow(2, 'DK-2')]),
    );
    const user = openSheet('/dashboard/seasons/inventory?seasonId=3');
    expect(await screen.findByText('DK-2')).toBeInTheDocument();
    expect(getSeasonInventory.calls.map((call) => call.path)).toEqual(['/seasons/3/inventory']);

    await retype(user, 'DK-1', '39');
    expect(
      await screen.findByText('No puede quedar debajo de lo vendido y apartado (mínimo 40).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar asignaciones' })).toBeDisabled();

    await retype(user, 'DK-1', '250');
    await user.click(screen.getByRole('button', { name: 'Guardar asignaciones' }));
    await waitFor(() =>
      expect(allocateSeasonInventory.calls.map(({ path, body }) => ({ path, body }))).toEqual([
        { path: '/seasons/3/inventory', body: { items: [{ productId: 1, allocated: 250 }] } },
      ]),
    );
    expect(await screen.findByText('210')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar asignaciones' })).not.toBeInTheDocument();
  });

  it('shows a refusal on its product and reads the figures again, keeping what was typed', async () => {
    getSeasonInventory
      .answersOnce(inventoryOf(2, [inventoryRow(1, 'DK-1'), inventoryRow(2, 'DK-2')]))
      .answersOnce(
        inventoryOf(2, [inventoryRow(1, 'DK-1'), inventoryRow(2, 'DK-2', { sold: 70, available: 20 })]),
      );
    allocateSeasonInventory.refuses({
      statusCode: 409,
      code: 'ALLOCATION_BELOW_COMMITTED',
      message: 'DK-2: el mínimo es 80 bolsas (70 vendidas y 10 reservadas).',
      details: [
        { path: 'items.0.allocated', message: 'DK-2: el mínimo es 80 bolsas (70 vendidas y 10 reservadas).' },
      ],
    });
    const user = openSheet('/dashboard/seasons/inventory?seasonId=2');
    await retype(user, 'DK-2', '60');
    await user.click(screen.getByRole('button', { name: 'Guardar asignaciones' }));

    expect(
      await screen.findAllByText('DK-2: el mínimo es 80 bolsas (70 vendidas y 10 reservadas).'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(getSeasonInventory.calls).toHaveLength(2));
    expect(
      await screen.findByText('No puede quedar debajo de lo vendido y apartado (mínimo 80).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Asignadas de DK-2/)).toHaveValue('60');
  });
});
