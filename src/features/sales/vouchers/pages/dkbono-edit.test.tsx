// Editing an unpaid Dkbono on its detail page (its consultant only, while nothing is paid).
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore, userDetailsAtom } from '../../../../lib/session.ts';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import { getVoucher } from '../api/get-voucher.ts';
import { loadSaleFormLookups } from '../../api/lookups.ts';
import type * as LookupsModule from '../../api/lookups.ts';
import { updateVoucher } from '../api/update-voucher.ts';
import { CONSULTANT_ID, consultantFixture, lookupsFixture, voucherFixture } from '../../test-fixtures.ts';
import DkbonoDetailPage from './dkbono-detail-page.tsx';

vi.mock('../api/get-voucher.ts', () => ({ getVoucher: vi.fn() }));
vi.mock('../api/update-voucher.ts', () => ({ updateVoucher: vi.fn() }));
vi.mock('../api/download-voucher-pdf.ts', () => ({ downloadVoucherPdf: vi.fn() }));
vi.mock('../../api/lookups.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof LookupsModule>()),
  loadSaleFormLookups: vi.fn(),
}));

const unpaid = voucherFixture({ status: 'PENDING', paid: 0, balance: 42000, payments: [] });

function signInAs(id: number) {
  appStore.set(userDetailsAtom, consultantFixture(id));
}

async function openPage() {
  renderRoute({
    at: '/dashboard/sales/dkbono/45',
    path: '/dashboard/sales/dkbono/:id',
    page: <DkbonoDetailPage />,
  });
  await screen.findByText('DK-2026-000045');
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(loadSaleFormLookups).mockResolvedValue(lookupsFixture());
  signInAs(CONSULTANT_ID);
});
afterEach(() => {
  cleanup();
  appStore.set(userDetailsAtom, null);
});

describe('editing an unpaid Dkbono', () => {
  it('sends the changed lines with the version read and shows the server answer', async () => {
    vi.mocked(getVoucher).mockResolvedValue(unpaid);
    const answer = voucherFixture({
      ...unpaid,
      version: 3,
      notes: 'Entregar en Tepatitlán',
      items: [{ ...unpaid.items[0]!, quantity: 10, total: 30000 }],
      total: 30000,
      balance: 30000,
    });
    vi.mocked(updateVoucher).mockResolvedValue(answer);
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const quantity = await screen.findByLabelText(/^Cantidad/);
    await user.clear(quantity);
    await user.type(quantity, '10');
    await user.type(screen.getByLabelText(/^Notas/), 'Entregar en Tepatitlán');
    await user.click(screen.getByRole('button', { name: 'Guardar DKbono' }));

    // The notes field holds the same text while the form is open: wait for the read-only view to come
    // back (only the save's answer closes the form), then read the notes from the summary itself.
    await screen.findByRole('button', { name: 'Editar' });
    expect(screen.queryByRole('button', { name: 'Guardar DKbono' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Notas/)).not.toBeInTheDocument();
    expect(screen.getByText('Entregar en Tepatitlán', { selector: 'dd' })).toBeVisible();
    expect(updateVoucher).toHaveBeenCalledWith(45, {
      version: 2,
      seasonId: 3,
      clientId: 12,
      notes: 'Entregar en Tepatitlán',
      items: [{ productId: 7, quantity: 10, basePrice: 3000, discount: 0 }],
    });
  });

  it('refuses lines totalling 0 on the form, sending nothing', async () => {
    vi.mocked(getVoucher).mockResolvedValue(unpaid);
    const user = await openPage();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const price = await screen.findByLabelText(/^Precio por bolsa/);
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar DKbono' }));

    expect(await screen.findByText('El total del DKbono debe ser mayor a cero.')).toBeVisible();
    expect(updateVoucher).not.toHaveBeenCalled();
  });

  it('is not offered once a payment came in, nor to another consultant', async () => {
    vi.mocked(getVoucher).mockResolvedValue(voucherFixture());
    await openPage();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    cleanup();

    signInAs(CONSULTANT_ID + 1);
    vi.mocked(getVoucher).mockResolvedValue(unpaid);
    await openPage();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
