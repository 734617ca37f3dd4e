// Editing an unpaid Dkbono on its detail page (its consultant only, while nothing is paid).
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appStore, userDetailsAtom } from '../../../../lib/session.ts';
import { apiRoute } from '../../../../test/api.ts';
import {
  CONSULTANT_ID,
  consultantFixture,
  saleFormLookupRoutes,
  voucherFixture,
} from '../../test-fixtures.ts';
import { openDkbonoPage } from './dkbono-page-fixture.tsx';

const getVoucher = apiRoute('get', '/vouchers/:id');
const updateVoucher = apiRoute('put', '/vouchers/:id');
const lookups = saleFormLookupRoutes();

const unpaid = voucherFixture({ status: 'PENDING', paid: 0, balance: 42000, payments: [] });

function signInAs(id: number) {
  appStore.set(userDetailsAtom, consultantFixture(id));
}

beforeEach(() => {
  lookups.answer();
  signInAs(CONSULTANT_ID);
});
afterEach(() => {
  cleanup();
  appStore.set(userDetailsAtom, null);
});

describe('editing an unpaid Dkbono', () => {
  it('sends the changed lines with the version read and shows the server answer', async () => {
    getVoucher.answers(unpaid);
    const answer = voucherFixture({
      ...unpaid,
      version: 3,
      notes: 'Entregar en Tepatitlán',
      items: [{ ...unpaid.items[0]!, quantity: 10, total: 30000 }],
      total: 30000,
      balance: 30000,
    });
    updateVoucher.answers(answer);
    const user = await openDkbonoPage();

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
    expect(updateVoucher.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/vouchers/45',
        body: {
          version: 2,
          seasonId: 3,
          clientId: 12,
          notes: 'Entregar en Tepatitlán',
          items: [{ productId: 7, quantity: 10, basePrice: 3000, discount: 0 }],
        },
      },
    ]);
  });

  it('refuses lines totalling 0 on the form, sending nothing', async () => {
    getVoucher.answers(unpaid);
    const user = await openDkbonoPage();

    await user.click(screen.getByRole('button', { name: 'Editar' }));
    const price = await screen.findByLabelText(/^Precio por bolsa/);
    await user.clear(price);
    await user.type(price, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar DKbono' }));

    expect(await screen.findByText('El total del DKbono debe ser mayor a cero.')).toBeVisible();
    expect(updateVoucher.calls).toHaveLength(0);
  });

  it('is not offered once a payment came in, nor to another consultant', async () => {
    getVoucher.answers(voucherFixture());
    await openDkbonoPage();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    cleanup();

    signInAs(CONSULTANT_ID + 1);
    getVoucher.answers(unpaid);
    await openDkbonoPage();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
