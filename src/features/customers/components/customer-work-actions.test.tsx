// Work started from the customer's record: "Nueva venta", "Nuevo DKbono" and "Registrar
// pago" for the roles that may do each, with the customer already chosen.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/roles.ts';
import type { VoucherListItem } from '../../../../domain/sales-schemas.ts';
import { findDialogButton } from '../../../lib/testing/dialog.ts';
import { pageOf } from '../../../lib/testing/page.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import { apiRoute, dataAnswer } from '../../../test/api.ts';
import { CustomerWorkActions } from './customer-work-actions.tsx';

const listVouchers = apiRoute('get', '/vouchers');

/** The customer's Dkbonos owing: the list answers each status asked with those of that status. */
function answerOwing(vouchers: VoucherListItem[]) {
  listVouchers.replies(({ query }) => dataAnswer(pageOf(vouchers.filter((v) => v.status === query.status))));
}

function owing(id: number, folio: string, balance: number): VoucherListItem {
  return {
    id,
    folio,
    createdAt: '2026-03-02T16:00:00.000Z',
    clientId: 12,
    customerName: 'Ramón Quintero',
    seasonId: 3,
    seasonName: 'PV-2026',
    consultantId: 4,
    consultantName: 'Lucía Ibarra',
    total: 42000,
    paid: 42000 - balance,
    balance,
    status: 'PARTIAL',
    saleId: null,
    saleFolio: null,
  };
}

function renderActions(role: Role, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') {
  renderRoute({
    at: '/dashboard/customers/form/12',
    path: '/dashboard/customers/form/:id',
    page: <CustomerWorkActions customer={{ id: 12, status }} role={role} />,
  });
  return userEvent.setup({ delay: null });
}

const address = () => screen.getByTestId('current-address');

afterEach(cleanup);

describe('CustomerWorkActions', () => {
  it('opens the sale and Dkbono forms with the customer chosen, for a consultant', async () => {
    const user = renderActions('CONSULTANT');
    await user.click(screen.getByRole('button', { name: 'Nueva venta' }));
    expect(address()).toHaveTextContent('/dashboard/sales/create-sale?clientId=12');
    cleanup();
    const again = renderActions('CONSULTANT');
    await again.click(screen.getByRole('button', { name: 'Nuevo DKbono' }));
    expect(address()).toHaveTextContent('/dashboard/sales/create-dkbono?clientId=12');
  });

  it('offers each action only to the roles that may do it', () => {
    const offered = (role: Role, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') => {
      renderActions(role, status);
      const names = screen.queryAllByRole('button').map((button) => button.textContent);
      cleanup();
      return names;
    };
    expect(offered('CONSULTANT')).toEqual(['Nueva venta', 'Nuevo DKbono', 'Registrar pago']);
    expect(offered('ADMIN')).toEqual(['Registrar pago']);
    expect(offered('SUPERVISOR')).toEqual([]);
    expect(offered('COORDINATOR')).toEqual([]);
    // An inactive customer takes no new records, but its Dkbonos still take payments.
    expect(offered('CONSULTANT', 'INACTIVE')).toEqual(['Registrar pago']);
  });

  it('goes straight to the payments of the one Dkbono owing', async () => {
    answerOwing([owing(45, 'DK-2026-000045', 32000)]);
    const user = renderActions('CONSULTANT');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    await vi.waitFor(() => expect(address()).toHaveTextContent('/dashboard/sales/dkbono/45?pago=nuevo'));
    // The customer's Dkbonos still taking payments: pending and partly paid.
    expect(
      listVouchers.calls
        .map((call) => call.query)
        .sort((a, b) => String(a.status).localeCompare(String(b.status))),
    ).toEqual(
      (['PARTIAL', 'PENDING'] as const).map((status) => ({
        clientId: '12',
        status,
        page: '1',
        size: '50',
        sort: 'date:asc',
      })),
    );
  });

  it('asks which Dkbono when several owe', async () => {
    answerOwing([owing(45, 'DK-2026-000045', 32000), owing(51, 'DK-2026-000051', 8000.5)]);
    const user = renderActions('ADMIN');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('¿A qué DKbono se abona?')).toBeVisible();
    await user.click(await findDialogButton('DK-2026-000051 · saldo $8,000.50 · PV-2026'));
    expect(address()).toHaveTextContent('/dashboard/sales/dkbono/51?pago=nuevo');
  });

  it('explains when no Dkbono owes anything', async () => {
    answerOwing([]);
    const user = renderActions('CONSULTANT');
    await user.click(screen.getByRole('button', { name: 'Registrar pago' }));
    expect(await screen.findByText('Sin DKbonos por pagar')).toBeVisible();
    expect(screen.getByText(/no tiene DKbonos pendientes ni con pago parcial/)).toHaveTextContent(
      'Crea primero un DKbono con “Nuevo DKbono”.',
    );
    await user.click(await findDialogButton('Cerrar'));
    expect(address()).toHaveTextContent(/^\/dashboard\/customers\/form\/12$/);
  });
});
