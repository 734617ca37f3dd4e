// A new Dkbono starts in the right season: the one running today, else the next one,
// listed current, upcoming, past, so a hurried first tap does not land in a future season.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../../../../domain/catalog.ts';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../../test/api.ts';
import { lookupsFixture, saleFormLookupRoutes } from '../../test-fixtures.ts';
import CreateDkbonoPage from './create-dkbono-page.tsx';

const lookups = saleFormLookupRoutes();
const createVoucher = apiRoute('post', '/vouchers');

const season = (id: number, name: string, startDate: string, endDate: string): Season => ({
  id,
  name,
  startDate,
  endDate,
  isOpen: true,
  isVoucherOpen: true,
});
const past = season(1, 'PV-2026', '2026-03-01', '2026-08-31');
const current = season(2, 'OI-2026-2027', '2026-09-27', '2027-03-26');
const next = season(3, 'PV-2027', '2027-03-06', '2027-09-02');

function openForm(seasons: Season[], at = '/dashboard/sales/create-dkbono') {
  lookups.answer({ ...lookupsFixture(), seasons });
  renderRoute({
    at,
    path: '/dashboard/sales/create-dkbono',
    page: <CreateDkbonoPage />,
  });
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  // Only the clock's date: 26 Nov 2026, inside OI-2026-2027.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 12));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CreateDkbonoPage season', () => {
  it('preselects the season running today and lists it first, then upcoming, then past', async () => {
    const user = openForm([next, past, current]);
    const field = await screen.findByRole('combobox', { name: /Temporada/ });
    expect(field).toHaveTextContent('OI-2026-2027 (27/09/26 – 26/03/27)');

    await user.click(field);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'OI-2026-2027 (27/09/26 – 26/03/27)',
      'PV-2027 (06/03/27 – 02/09/27)',
      'PV-2026 (01/03/26 – 31/08/26)',
    ]);
    await user.keyboard('{Escape}');

    // The preselected season is really the form's: a submit asks for the customer, not the season.
    await user.click(screen.getByRole('button', { name: 'Guardar DKbono' }));
    expect(await screen.findByText('Elige un cliente.')).toBeVisible();
    expect(screen.queryByText('Elige una temporada.')).not.toBeInTheDocument();
    expect(createVoucher.calls).toHaveLength(0);
  });

  it('preselects the next season when none runs today', async () => {
    openForm([season(4, 'OI-2027-2028', '2027-09-27', '2028-03-26'), next, past]);
    expect(await screen.findByRole('combobox', { name: /Temporada/ })).toHaveTextContent('PV-2027');
  });
});

describe('CreateDkbonoPage customer', () => {
  it('starts with the customer whose record opened it, only if the form offers it', async () => {
    openForm([current], '/dashboard/sales/create-dkbono?clientId=13');
    expect(await screen.findByRole('combobox', { name: /Cliente/ })).toHaveValue('Elena Sáinz');
    cleanup();
    openForm([current], '/dashboard/sales/create-dkbono?clientId=99');
    expect(await screen.findByRole('combobox', { name: /Cliente/ })).toHaveValue('');
  });
});
