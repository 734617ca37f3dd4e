import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { getSale } from '../api/get-sale.ts';
import type * as Lookups from '../api/lookups.ts';
import { loadSaleFormLookups } from '../api/lookups.ts';
import { lookupsFixture } from '../test-fixtures.ts';
import EditSalePage from './edit-sale-page.tsx';

vi.mock('../api/lookups.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Lookups>()),
  loadSaleFormLookups: vi.fn(),
}));
vi.mock('../api/get-sale.ts', () => ({ getSale: vi.fn() }));
vi.mock('../api/update-sale.ts', () => ({ updateSale: vi.fn() }));

const sale: SaleDetail = {
  id: 40,
  folio: 'V-2026-000040',
  saleDate: '2026-03-05',
  clientId: 99,
  customerName: 'Tomás Beltrán',
  seasonId: 3,
  seasonName: 'PV-2026',
  consultantId: 21,
  consultantName: 'Rosa Ibarra',
  total: 3000,
  status: 'ACTIVE',
  voucherId: null,
  voucherFolio: null,
  notes: null,
  version: 2,
  seasonIsOpen: true,
  items: [
    {
      id: 1,
      productId: 7,
      productCode: 'DK-4050',
      productName: 'DEKALB 4050',
      quantity: 1,
      basePrice: 3000,
      discount: 0,
      total: 3000,
      hectares: 1,
      productYield: 10,
      investment: 3000,
    },
  ],
};

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(getSale).mockResolvedValue(sale);
  vi.mocked(loadSaleFormLookups).mockResolvedValue(lookupsFixture());
});
afterEach(cleanup);

describe('EditSalePage', () => {
  it("offers the sale consultant's customers, keeping the sale's own customer", async () => {
    renderRoute({
      at: '/dashboard/sales/edit-sale/40',
      path: '/dashboard/sales/edit-sale/:id',
      page: <EditSalePage />,
    });
    expect(await screen.findByRole('combobox', { name: 'Cliente' })).toHaveValue('Tomás Beltrán');
    expect(getSale).toHaveBeenCalledWith(40);
    expect(loadSaleFormLookups).toHaveBeenCalledWith('sale', { consultantId: 21 });
  });

  it('carries an investment that said the line total to the new total, and leaves the farmer’s own figure', async () => {
    vi.mocked(getSale).mockResolvedValue({
      ...sale,
      total: 54_750,
      items: [
        { ...sale.items[0]!, quantity: 14, basePrice: 3650, total: 51_100, investment: 51_100 },
        { ...sale.items[0]!, id: 2, quantity: 2, basePrice: 3000, total: 6000, investment: 9000 },
      ],
    });
    renderRoute({
      at: '/dashboard/sales/edit-sale/40',
      path: '/dashboard/sales/edit-sale/:id',
      page: <EditSalePage />,
    });
    const user = userEvent.setup({ delay: null });
    const first = await screen.findByRole('group', { name: 'Producto 1' });
    const second = screen.getByRole('group', { name: 'Producto 2' });
    expect(within(first).getByLabelText(/^Inversión/)).toHaveAccessibleDescription(
      'Lo que el agricultor invierte en esta semilla; igual al total, lo sigue.',
    );

    await user.clear(within(first).getByLabelText('Cantidad (bolsas)'));
    await user.type(within(first).getByLabelText('Cantidad (bolsas)'), '15');
    expect(within(first).getByTestId('line-total')).toHaveTextContent('$54,750.00');
    expect(within(first).getByLabelText(/^Inversión/)).toHaveValue(54_750);

    await user.clear(within(second).getByLabelText('Cantidad (bolsas)'));
    await user.type(within(second).getByLabelText('Cantidad (bolsas)'), '3');
    expect(within(second).getByLabelText(/^Inversión/)).toHaveValue(9000);
  });
});
