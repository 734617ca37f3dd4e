import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastListSearchAtom } from '../../../../lib/list-return.ts';
import { appStore, userDetailsAtom } from '../../../../lib/session.ts';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import { setDeskScreen, setPhoneScreen } from '../../../../lib/testing/screen-width.ts';
import { setLeaveQuestion } from '../../../../lib/forms/use-unsaved-changes.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { apiRoute, HttpResponse } from '../../../../test/api.ts';
import { CONSULTANT_ID, voucherFixture } from '../../test-fixtures.ts';
import DkbonoDetailPage from './dkbono-detail-page.tsx';
import { openDkbonoPage } from './dkbono-page-fixture.tsx';

const getVoucher = apiRoute('get', '/vouchers/:id');
const updateVoucherPayments = apiRoute('put', '/vouchers/:id/payments');
const cancelVoucher = apiRoute('put', '/vouchers/:id/cancel');
const getVoucherPdf = apiRoute('get', '/vouchers/:id/pdf');
// A download is handed to the browser through an object URL, which jsdom does not have.
vi.mock('../../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

function signIn(role: 'ADMIN' | 'CONSULTANT' | 'SUPERVISOR', id = CONSULTANT_ID) {
  appStore.set(userDetailsAtom, {
    id,
    role,
    distributor: null,
    acceptedTos: true,
    firstName: 'Lucía',
    lastName: 'Ibarra',
    email: 'consultor@agroventas.mx',
  });
}

/** Adds a second payment of `amount` by cheque and saves the payments. */
async function saveNewChequePayment(user: Awaited<ReturnType<typeof openDkbonoPage>>, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
  const second = screen.getByRole('group', { name: 'Pago 2' });
  await user.click(within(second).getByLabelText(/^Monto/));
  await user.paste(amount);
  await user.click(within(second).getByRole('combobox', { name: /^Forma de pago/ }));
  await user.click(await screen.findByRole('option', { name: 'Cheque' }));
  await user.click(screen.getByRole('button', { name: 'Guardar pagos' }));
}

beforeEach(() => {
  vi.resetAllMocks();
  getVoucher.answers(voucherFixture());
  getVoucherPdf.replies(
    () => new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
  );
  signIn('CONSULTANT');
});
afterEach(() => {
  cleanup();
  appStore.set(userDetailsAtom, null);
  appStore.set(lastListSearchAtom, {});
});

describe('DkbonoDetailPage', () => {
  it('links back to the Dkbono list with the filters, page and sort the user had', async () => {
    appStore.set(lastListSearchAtom, { '/dashboard/sales/list/voucher': 'status=PAID&page=3' });
    await openDkbonoPage();
    expect(screen.getByRole('link', { name: 'Volver a DKbonos' })).toHaveAttribute(
      'href',
      '/dashboard/sales/list/voucher?status=PAID&page=3',
    );
  });
});

describe('DkbonoDetailPage payments', () => {
  it('shows paid and balance live as payments are added', async () => {
    const user = await openDkbonoPage();
    expect(screen.getByTestId('paid')).toHaveTextContent('$10,000.00');
    expect(screen.getByTestId('balance')).toHaveTextContent('$32,000.00');

    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const second = screen.getByRole('group', { name: 'Pago 2' });
    await user.click(within(second).getByLabelText(/^Monto/));
    await user.paste('12000.50');

    expect(screen.getByTestId('paid')).toHaveTextContent('$22,000.50');
    expect(screen.getByTestId('balance')).toHaveTextContent('$19,999.50');
  });

  it('reads an amount typed with thousands separators into paid and balance as it is typed', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const second = screen.getByRole('group', { name: 'Pago 2' });
    await user.type(within(second).getByLabelText(/^Monto/), '12,500.5');
    expect(screen.getByTestId('paid')).toHaveTextContent('$22,500.50');
    await user.type(within(second).getByLabelText(/^Monto/), '0');
    expect(screen.getByTestId('paid')).toHaveTextContent('$22,500.50');
    expect(screen.getByTestId('balance')).toHaveTextContent('$19,499.50');
  });

  it('warns when the payments pass the total and does not send them', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    await user.click(within(screen.getByRole('group', { name: 'Pago 2' })).getByLabelText(/^Monto/));
    await user.paste('32000.01');

    expect(screen.getByText('Los pagos superan el total del DKbono por $0.01.')).toBeVisible();
    expect(screen.getByTestId('balance')).toHaveTextContent('-$0.01');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();
    expect(updateVoucherPayments.calls).toHaveLength(0);
  });

  it('offers payment days up to today only, as the server allows', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const second = screen.getByRole('group', { name: 'Pago 2' });
    const date = within(second).getByRole('combobox', { name: /^Fecha/ });
    await user.clear(date);
    await user.type(date, '01/01/2099');
    await user.tab();
    expect(
      await within(second).findByText(/^La fecha del pago debe estar entre el \d\d\/\d\d\/\d\d y el/),
    ).toBeVisible();
    await user.click(within(second).getByLabelText(/^Monto/));
    await user.paste('100');
    await user.click(screen.getByRole('button', { name: 'Guardar pagos' }));
    expect(updateVoucherPayments.calls).toHaveLength(0);
  });

  it('replaces the Dkbono with the server answer after saving', async () => {
    const answer = voucherFixture({
      status: 'PAID',
      paid: 42000,
      balance: 0,
      version: 3,
      payments: [
        { id: 5, date: '2026-03-02', amount: 10000, method: 'TRANSFERENCIA', reference: 'SPEI 8841' },
        { id: 6, date: '2026-03-20', amount: 32000, method: 'CHEQUE', reference: null },
      ],
    });
    updateVoucherPayments.answers(answer);
    const user = await openDkbonoPage();

    await saveNewChequePayment(user, '32000');

    // The owner of a PAID Dkbono may now redeem it.
    expect(await screen.findByRole('button', { name: 'Canjear' })).toBeVisible();
    expect(screen.getByText('Estado').nextElementSibling).toHaveTextContent('Pagado');
    const { path, body, headers } = updateVoucherPayments.calls[0]!;
    expect(path).toBe('/vouchers/45/payments');
    expect(body).toEqual({
      version: 2,
      payments: [
        { date: '2026-03-02', amount: 10000, method: 'TRANSFERENCIA', reference: 'SPEI 8841' },
        { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), amount: 32000, method: 'CHEQUE' },
      ],
    });
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The page holds the server's copy; the lists ask the server again at their next visit.
    expect(screen.getByTestId('balance')).toHaveTextContent('$0.00');
  });

  it('offers to reload a Dkbono someone else changed while its payments were edited', async () => {
    const message = 'El DKbono cambió mientras lo editabas. Recarga e intenta de nuevo.';
    updateVoucherPayments.refuses({ statusCode: 409, code: 'RECORD_CHANGED', message });
    const user = await openDkbonoPage();

    await saveNewChequePayment(user, '100');

    expect(await screen.findByText(message)).toBeVisible();
    expect(getVoucher.calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(getVoucher.calls).toHaveLength(2));
  });

  it('explains why a paid Dkbono cannot be redeemed before its season takes sales', async () => {
    getVoucher.answers(
      voucherFixture({
        status: 'PAID',
        paid: 42000,
        balance: 0,
        seasonName: 'PV-2099',
        seasonStartDate: '2099-03-01',
      }),
    );
    await openDkbonoPage();
    expect(screen.getByRole('button', { name: 'Canjear' })).toBeDisabled();
    expect(screen.getByText(/a partir del 01\/03\/99, cuando inicie la temporada PV-2099/)).toBeVisible();
  });

  it('explains that a closed season takes no redemptions', async () => {
    getVoucher.answers(voucherFixture({ status: 'PAID', paid: 42000, balance: 0, seasonIsOpen: false }));
    await openDkbonoPage();
    expect(screen.getByRole('button', { name: 'Canjear' })).toBeDisabled();
    expect(screen.getByText(/está cerrada para ventas/)).toBeVisible();
  });

  it('names the sale a redeemed Dkbono became and links to it', async () => {
    getVoucher.answers(
      voucherFixture({ status: 'REDEEMED', paid: 42000, balance: 0, saleId: 77, saleFolio: 'V-2026-000077' }),
    );
    await openDkbonoPage();
    expect(screen.getByRole('link', { name: 'Canjeado en la venta V-2026-000077' })).toHaveAttribute(
      'href',
      '/dashboard/sales/sale/77',
    );
  });

  it('freezes a Dkbono whose season is closed for sales and Dkbonos, and says why', async () => {
    getVoucher.answers(
      voucherFixture({
        status: 'PARTIAL',
        paid: 10000,
        balance: 32000,
        seasonIsOpen: false,
        seasonIsVoucherOpen: false,
      }),
    );
    await openDkbonoPage();
    expect(
      screen.getByText(
        'La temporada PV-2026 está cerrada: este DKbono ya no recibe pagos ni se puede cancelar, editar o canjear.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancelar DKbono/ })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeVisible();
  });

  it('says why an untouched Dkbono cannot be edited once its season takes no more Dkbonos', async () => {
    getVoucher.answers(
      voucherFixture({
        status: 'PENDING',
        paid: 0,
        balance: 42000,
        payments: [],
        seasonIsVoucherOpen: false,
      }),
    );
    await openDkbonoPage();
    expect(
      screen.getByText(/ya no recibe DKbonos: el contenido de este DKbono ya no se puede editar/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar pago' })).toBeVisible();
  });

  it('shows the payments read-only to a supervisor', async () => {
    signIn('SUPERVISOR', 2);
    await openDkbonoPage();
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Agregar pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Canjear' })).not.toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent('$32,000.00');
  });
});

describe('DkbonoDetailPage recorded payments', () => {
  it('reads recorded payments as lines and opens the editor only on purpose', async () => {
    await openDkbonoPage();
    const [, line] = within(screen.getByRole('table', { name: 'Pagos' })).getAllByRole('row');
    expect(line).toHaveTextContent('02/03/2026$10,000.00TransferenciaSPEI 8841');
    expect(screen.queryByLabelText(/^Monto/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar pagos' })).not.toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Editar pagos' }));
    const editor = screen.getByRole('group', { name: 'Editar pagos' });
    const first = within(editor).getByRole('group', { name: 'Pago 1' });
    expect(within(first).getByRole('combobox', { name: /^Fecha/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toHaveAccessibleDescription(
      'Sin cambios por guardar.',
    );
  });

  it('shows amounts in pesos outside the field being typed and saves only a real change', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Editar pagos' }));
    const amount = within(screen.getByRole('group', { name: 'Pago 1' })).getByLabelText(/^Monto/);
    expect(amount).toHaveValue('$10,000.00');
    await user.click(amount);
    expect(amount).toHaveValue('10000');
    // The same amount written otherwise is no change.
    await user.clear(amount);
    await user.type(amount, '10000.00');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '33575');
    await user.tab();
    expect(amount).toHaveValue('$33,575.00');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeEnabled();
  });

  it('says a recorded payment taken out goes only on saving, and puts it back on Deshacer', async () => {
    updateVoucherPayments.answers(
      voucherFixture({ status: 'PENDING', paid: 0, balance: 42000, payments: [], version: 3 }),
    );
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Editar pagos' }));

    await user.click(screen.getByRole('button', { name: 'Quitar pago 1' }));
    expect(screen.queryByRole('group', { name: 'Pago 1' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Se quitará al guardar: el pago de $10,000.00 del 02/03/2026 (Transferencia); su recibo quedará anulado.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('paid')).toHaveTextContent('$0.00');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeEnabled();

    await user.click(
      screen.getByRole('button', { name: 'Deshacer: conservar el pago de $10,000.00 del 02/03/2026' }),
    );
    expect(screen.queryByText(/Se quitará al guardar/)).not.toBeInTheDocument();
    const back = screen.getByRole('group', { name: 'Pago 1' });
    expect(within(back).getByLabelText(/^Referencia/)).toHaveValue('SPEI 8841');
    expect(screen.getByTestId('paid')).toHaveTextContent('$10,000.00');
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quitar pago 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar pagos' }));
    await waitFor(() =>
      expect(updateVoucherPayments.calls).toContainEqual(
        expect.objectContaining({
          path: '/vouchers/45/payments',
          body: { version: 2, payments: [] },
          headers: expect.objectContaining({ 'idempotency-key': expect.any(String) }),
        }),
      ),
    );
  });

  it('drops a payment added in this edit without a note', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    expect(within(screen.getByRole('group', { name: 'Pago 2' })).getByLabelText(/^Monto/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Quitar pago 2' }));
    expect(screen.queryByText(/Se quitará al guardar/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Pago 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar pagos' })).toBeDisabled();
  });

  it('closes the editor with Cancelar, after asking when something changed', async () => {
    const user = await openDkbonoPage();
    await user.click(screen.getByRole('button', { name: 'Editar pagos' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('table', { name: 'Pagos' })).toBeVisible();
    expect(updateVoucherPayments.calls).toHaveLength(0);

    // With a change, the guard's question decides (src/lib/ui/unsaved-changes-guard.tsx).
    const answers: boolean[] = [false, true];
    const ask = vi.fn(() => Promise.resolve(answers.shift() ?? true));
    setLeaveQuestion(ask);
    try {
      await user.click(screen.getByRole('button', { name: 'Editar pagos' }));
      await user.type(screen.getByLabelText(/^Referencia/), ' bis');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(ask).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText(/^Referencia/)).toHaveValue('SPEI 8841 bis');
      await user.click(screen.getByRole('button', { name: 'Cancelar' }));
      expect(ask).toHaveBeenCalledTimes(2);
      expect(screen.getByRole('table', { name: 'Pagos' })).toHaveTextContent('SPEI 8841');
      expect(screen.queryByLabelText(/^Referencia/)).not.toBeInTheDocument();
    } finally {
      setLeaveQuestion(null);
    }
  });

  it('offers no "Agregar pago" on a fully paid Dkbono, only "Editar pagos"', async () => {
    getVoucher.answers(
      voucherFixture({
        status: 'PAID',
        paid: 42000,
        balance: 0,
        payments: [{ id: 5, date: '2026-03-02', amount: 42000, method: 'EFECTIVO', reference: null }],
      }),
    );
    await openDkbonoPage();
    expect(screen.queryByRole('button', { name: 'Agregar pago' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar pagos' })).toBeVisible();
  });

  it('stacks the recorded payments on a phone, every amount in full', async () => {
    setPhoneScreen();
    try {
      await openDkbonoPage();
      const [line] = within(screen.getByRole('list', { name: 'Pagos' })).getAllByRole('listitem');
      expect(line).toHaveTextContent('02/03/2026$10,000.00Transferencia · SPEI 8841');
      expect(screen.queryByRole('table', { name: 'Pagos' })).not.toBeInTheDocument();
    } finally {
      setDeskScreen();
    }
  });
});

describe('DkbonoDetailPage cancelling', () => {
  const unpaid = () => voucherFixture({ status: 'PENDING', paid: 0, balance: 42000, payments: [] });

  it('cancels an unpaid Dkbono after confirming and shows it cancelled, read-only', async () => {
    getVoucher.answers(unpaid());
    const answer = voucherFixture({ status: 'CANCELLED', paid: 0, balance: 42000, payments: [], version: 2 });
    cancelVoucher.answers(answer);
    const user = await openDkbonoPage();

    await user.click(screen.getByRole('button', { name: 'Cancelar DKbono' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Cancelar el DKbono DK-2026-000045?');
    // Two "Cancelar" buttons side by side would read alike: the one that keeps the Dkbono says so.
    expect(within(dialog).getByRole('button', { name: 'No, conservarlo', hidden: true })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar DKbono', hidden: true }));

    expect(await screen.findByText('Este DKbono ya no admite cambios en sus pagos.')).toBeVisible();
    expect(cancelVoucher.calls.map((call) => call.path)).toEqual(['/vouchers/45/cancel']);
    expect(screen.getByText('Estado').nextElementSibling).toHaveTextContent('Cancelado');
    expect(screen.queryByRole('button', { name: 'Cancelar DKbono' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('lets an admin cancel and keeps a refusal of the server in the dialog', async () => {
    signIn('ADMIN', 1);
    getVoucher.answers(unpaid());
    cancelVoucher.refuses({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'El DKbono DK-2026-000045 tiene pagos registrados: quita los pagos antes de cancelarlo.',
    });
    const user = await openDkbonoPage();

    await user.click(screen.getByRole('button', { name: 'Cancelar DKbono' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar DKbono', hidden: true }));

    expect(await within(dialog).findByText(/quita los pagos antes de cancelarlo/)).toBeVisible();
    expect(cancelVoucher.calls.map((call) => call.path)).toEqual(['/vouchers/45/cancel']);
  });

  it('disables cancelling while payments are recorded and says why', async () => {
    await openDkbonoPage();
    const button = screen.getByRole('button', { name: 'Cancelar DKbono' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Para cancelar el DKbono, primero quita los pagos registrados.',
    );
  });

  it('offers no cancelling to a supervisor nor on a cancelled Dkbono', async () => {
    signIn('SUPERVISOR', 2);
    getVoucher.answers(unpaid());
    await openDkbonoPage();
    expect(screen.queryByRole('button', { name: 'Cancelar DKbono' })).not.toBeInTheDocument();
    cleanup();

    signIn('CONSULTANT');
    getVoucher.answers(voucherFixture({ status: 'CANCELLED', paid: 0, payments: [] }));
    await openDkbonoPage();
    expect(screen.queryByRole('button', { name: 'Cancelar DKbono' })).not.toBeInTheDocument();
    expect(screen.getByText('Este DKbono ya no admite cambios en sus pagos.')).toBeVisible();
  });
});

describe('DkbonoDetailPage receipts', () => {
  const CODE = '0123456789abcdef';
  const NEW_CODE = 'fedcba9876543210';
  const withReceipt = (overrides = {}) =>
    voucherFixture({
      customerPhone: '461 123 4567',
      payments: [
        {
          id: 5,
          date: '2026-03-02',
          amount: 10000,
          method: 'TRANSFERENCIA',
          reference: 'SPEI 8841',
          receiptCode: CODE,
        },
      ],
      ...overrides,
    });
  const whatsAppTarget = (link: HTMLElement) => {
    const href = new URL(link.getAttribute('href')!);
    return { to: href.origin + href.pathname, text: href.searchParams.get('text') };
  };

  // jsdom has no navigator.share: a test that wants the share sheet gives it one.
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it("sends a payment's receipt straight into the customer's WhatsApp chat, at a desk and on a phone", async () => {
    getVoucher.answers(withReceipt());
    for (const size of [setDeskScreen, setPhoneScreen]) {
      size();
      await openDkbonoPage();
      const link = screen.getByRole('link', {
        name: 'WhatsApp: enviar el recibo de $10,000.00 a Ramón Quintero',
      });
      expect(whatsAppTarget(link)).toEqual({
        to: 'https://wa.me/524611234567',
        text: `Hola Ramón Quintero, recibimos tu pago de $10,000.00 para el DKbono DK-2026-000045. Aquí está tu recibo: ${window.location.origin}/r/${CODE}`,
      });
      expect(link).toHaveAttribute('target', '_blank');
      expect(screen.getByRole('link', { name: 'Ver recibo de $10,000.00' })).toHaveAttribute(
        'href',
        `/r/${CODE}`,
      );
      cleanup();
    }
    setDeskScreen();
  });

  it("opens WhatsApp's chooser when the customer has no usable phone, and offers the share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    getVoucher.answers(withReceipt({ customerPhone: null }));
    const user = await openDkbonoPage();
    const link = screen.getByRole('link', { name: /^WhatsApp: enviar el recibo de \$10,000.00/ });
    expect(whatsAppTarget(link).to).toBe('https://wa.me/');
    await user.click(screen.getByRole('button', { name: 'Compartir el recibo de $10,000.00' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Recibo de pago · DKbono DK-2026-000045',
      text: 'Hola Ramón Quintero, recibimos tu pago de $10,000.00 para el DKbono DK-2026-000045. Aquí está tu recibo:',
      url: `${window.location.origin}/r/${CODE}`,
    });
  });

  it('offers the receipt of a payment the moment it is recorded, WhatsApp first', async () => {
    getVoucher.answers(withReceipt());
    const answer = withReceipt({
      paid: 15000,
      balance: 27000,
      version: 3,
      payments: [
        ...withReceipt().payments,
        {
          id: 6,
          date: '2026-03-20',
          amount: 5000,
          method: 'EFECTIVO',
          reference: null,
          receiptCode: NEW_CODE,
        },
      ],
    });
    updateVoucherPayments.answers(answer);
    const user = await openDkbonoPage();

    await user.click(screen.getByRole('button', { name: 'Agregar pago' }));
    const second = screen.getByRole('group', { name: 'Pago 2' });
    await user.click(within(second).getByLabelText(/^Monto/));
    await user.paste('5000');
    await user.click(within(second).getByRole('combobox', { name: /^Forma de pago/ }));
    await user.click(await screen.findByRole('option', { name: 'Efectivo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar pagos' }));

    expect(
      await screen.findByText('Pago de $5,000.00 registrado. Envía el recibo a Ramón Quintero.'),
    ).toBeVisible();
    const links = screen.getAllByRole('link', {
      name: 'WhatsApp: enviar el recibo de $5,000.00 a Ramón Quintero',
    });
    // The notice's and the payment line's.
    expect(links).toHaveLength(2);
    expect(whatsAppTarget(links[0]!).text).toContain(`/r/${NEW_CODE}`);
  });

  it('opens the payments editor on a new payment when reached from the customer ("Registrar pago")', async () => {
    getVoucher.answers(withReceipt());
    renderRoute({
      at: '/dashboard/sales/dkbono/45?pago=nuevo',
      path: '/dashboard/sales/dkbono/:id',
      page: <DkbonoDetailPage />,
    });
    expect(await screen.findByRole('group', { name: 'Pago 2' })).toBeVisible();
    expect(screen.getByTestId('current-address')).toHaveTextContent(/^\/dashboard\/sales\/dkbono\/45$/);
  });

  it("sends the Dkbono's PDF to the customer's chat: the file is downloaded and the chat opens", async () => {
    getVoucher.answers(withReceipt());
    const user = await openDkbonoPage();
    const link = screen.getByRole('link', {
      name: 'Enviar por WhatsApp a Ramón Quintero: se descarga el PDF y se abre su chat',
    });
    expect(whatsAppTarget(link)).toEqual({
      to: 'https://wa.me/524611234567',
      text: 'Hola Ramón Quintero, te envío el PDF de tu DKbono DK-2026-000045 de Agroventas.',
    });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(File), 'DKbono-DK-2026-000045.pdf'));
    expect(getVoucherPdf.calls.map((call) => call.path)).toEqual(['/vouchers/45/pdf']);
  });
});
