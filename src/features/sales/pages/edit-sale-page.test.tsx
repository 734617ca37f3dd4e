import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { saleFormLookupRoutes } from '../test-fixtures.ts';
import EditSalePage from './edit-sale-page.tsx';

const lookups = saleFormLookupRoutes();
const getSale = apiRoute('get', '/sales/:id');

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
  getSale.answers(sale);
  lookups.answer();
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
    expect(getSale.calls.map((call) => call.path)).toContain('/sales/40');
    // The sale form's choices, with the customers of the sale's consultant.
    expect(lookups.seasons.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: 'all',
      isOpen: 'true',
    });
    expect(lookups.customers.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: 'all',
      status: 'ACTIVE',
      consultantId: '21',
    });
  });

  it('carries an investment that said the line total to the new total, and leaves the farmer’s own figure', async () => {
    getSale.answers({
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
