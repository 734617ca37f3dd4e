import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaleDetail } from '../../../../domain/sales-schemas.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../test/api.ts';
import { lookupsFixture, saleFormLookupRoutes, voucherFixture } from '../test-fixtures.ts';
import CreateSalePage from './create-sale-page.tsx';

const lookupRoutes = saleFormLookupRoutes();
const getVoucher = apiRoute('get', '/vouchers/:id');
const createSale = apiRoute('post', '/sales');

const PATH = '/dashboard/sales/create-sale/:voucherId?';

beforeEach(() => {
  lookupRoutes.answer();
  createSale.answers({ id: 88, folio: 'V-2026-000088' } as SaleDetail);
});
afterEach(cleanup);

describe('CreateSalePage', () => {
  it('redeems a paid Dkbono: its customer, season and lines are copied and cannot change', async () => {
    getVoucher.answers(voucherFixture({ status: 'PAID', paid: 42000, balance: 0 }));
    renderRoute({ at: '/dashboard/sales/create-sale/45', path: PATH, page: <CreateSalePage /> });
    const user = userEvent.setup({ delay: null });

    const line = await screen.findByRole('group', { name: 'Producto 1' });
    // The sale form's seasons: the open ones.
    expect(lookupRoutes.seasons.calls.map((call) => call.query)).toContainEqual({
      page: '1',
      size: 'all',
      isOpen: 'true',
    });
    expect(getVoucher.calls.map((call) => call.path)).toContain('/vouchers/45');
    expect(screen.getByLabelText('Cliente')).toHaveValue('Ramón Quintero');
    expect(screen.getByLabelText('Temporada')).toHaveValue('PV-2026');
    expect(within(line).getByLabelText(/^Producto/)).toHaveValue('DK-4050 · DEKALB 4050');
    expect(within(line).getByLabelText('Cantidad (bolsas)')).toHaveValue(14);
    expect(within(line).getByLabelText('Cantidad (bolsas)')).toHaveAttribute('readonly');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$42,000.00');
    expect(screen.queryByRole('button', { name: 'Agregar producto' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar venta' }));

    await waitFor(() =>
      expect(screen.getByTestId('current-address')).toHaveTextContent('/dashboard/sales/sale/88'),
    );
    const { body, headers } = createSale.calls[0]!;
    expect(body).toMatchObject({
      voucherId: 45,
      seasonId: 3,
      clientId: 12,
      items: [{ productId: 7, quantity: 14, basePrice: 3000, discount: 0 }],
    });
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names a product whose name says its code without repeating the code', async () => {
    const lookups = lookupsFixture();
    lookups.products[0]!.name = 'DK-4050 Blanco Bajío';
    lookupRoutes.answer(lookups);
    getVoucher.answers(
      voucherFixture({
        status: 'PAID',
        paid: 42000,
        balance: 0,
        items: [{ ...voucherFixture().items[0]!, productName: 'DK-4050 Blanco Bajío' }],
      }),
    );
    renderRoute({ at: '/dashboard/sales/create-sale/45', path: PATH, page: <CreateSalePage /> });
    const line = await screen.findByRole('group', { name: 'Producto 1' });
    expect(within(line).getByLabelText(/^Producto/)).toHaveValue('DK-4050 Blanco Bajío');
  });

  it('asks for season, customer and a quantity before sending a new sale', async () => {
    renderRoute({ at: '/dashboard/sales/create-sale', path: PATH, page: <CreateSalePage /> });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Guardar venta' }));

    expect(await screen.findByText('Elige una temporada.')).toBeVisible();
    expect(screen.getByText('Elige un cliente.')).toBeVisible();
    expect(screen.getByText('Escribe la cantidad de bolsas.')).toBeVisible();
    expect(getVoucher.calls).toHaveLength(0);
    expect(createSale.calls).toHaveLength(0);
  });

  it('starts a new sale in the open season running today', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 12));
    const { seasons } = lookupsFixture();
    const running = {
      ...seasons[0]!,
      id: 5,
      name: 'OI-2026-2027',
      startDate: '2026-09-27',
      endDate: '2027-03-26',
    };
    lookupRoutes.answer({ ...lookupsFixture(), seasons: [...seasons, running] });
    try {
      renderRoute({ at: '/dashboard/sales/create-sale', path: PATH, page: <CreateSalePage /> });
      expect(await screen.findByRole('combobox', { name: /Temporada/ })).toHaveTextContent(
        'OI-2026-2027 (27/09/26 – 26/03/27)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts the server refusal on the line it names', async () => {
    getVoucher.answers(voucherFixture({ status: 'PAID', paid: 42000, balance: 0 }));
    createSale.refuses({
      statusCode: 409,
      code: 'INSUFFICIENT_INVENTORY',
      message: 'No hay inventario suficiente de DK-4050: quedan 3 bolsas.',
      details: [{ path: 'items.0.quantity', message: 'Quedan 3 bolsas.' }],
    });
    renderRoute({ at: '/dashboard/sales/create-sale/45', path: PATH, page: <CreateSalePage /> });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Guardar venta' }));

    expect(
      await screen.findByText('No hay inventario suficiente de DK-4050: quedan 3 bolsas.'),
    ).toBeVisible();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    expect(within(line).getByText('Quedan 3 bolsas.')).toBeVisible();
  });

  it("puts the server's refusals on the sale date and the line's discount", async () => {
    getVoucher.answers(voucherFixture({ status: 'PAID', paid: 42000, balance: 0 }));
    createSale.refuses({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'La fecha de la venta no puede ser posterior al fin de la temporada PV-2026 (31/10/26).',
      details: [
        { path: 'saleDate', message: 'Elige una fecha entre el 01/03/26 y el 31/10/26.' },
        {
          path: 'items.0.discount',
          message: 'El descuento no puede ser mayor que el importe de la línea ($200.00).',
        },
      ],
    });
    renderRoute({ at: '/dashboard/sales/create-sale/45', path: PATH, page: <CreateSalePage /> });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Guardar venta' }));

    expect(await screen.findByText('Elige una fecha entre el 01/03/26 y el 31/10/26.')).toBeVisible();
    const line = screen.getByRole('group', { name: 'Producto 1' });
    expect(
      within(line).getByText('El descuento no puede ser mayor que el importe de la línea ($200.00).'),
    ).toBeVisible();
  });
});
