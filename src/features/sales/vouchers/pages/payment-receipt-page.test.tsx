// The farmer's receipt page: what the public answer tells, its PDF, a voided receipt and
// a code that names none.
import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentReceipt } from '../../../../../domain/payment-receipts.ts';
import { renderRoute } from '../../../../lib/testing/render-route.tsx';
import { apiRoute } from '../../../../test/api.ts';
import PaymentReceiptPage from './payment-receipt-page.tsx';

const getPaymentReceipt = apiRoute('get', '/receipts/:code');

const CODE = '0123456789abcdef';

function receipt(overrides: Partial<PaymentReceipt> = {}): PaymentReceipt {
  return {
    status: 'VALID',
    company: 'Agroventas',
    customerName: 'Ramón Quintero',
    folio: 'DK-2026-000045',
    payment: { date: '2026-03-20', amount: 12500.5, method: 'EFECTIVO' },
    paid: 22500.5,
    balance: 19499.5,
    ...overrides,
  };
}

function openReceipt(code = CODE) {
  renderRoute({ at: `/r/${code}`, path: '/r/:code', page: <PaymentReceiptPage /> });
}

afterEach(cleanup);

describe('PaymentReceiptPage', () => {
  it('shows the company, the farmer, the folio, the payment and the sums, with the PDF', async () => {
    getPaymentReceipt.answers(receipt());
    openReceipt(CODE.toUpperCase());
    expect(await screen.findByTestId('receipt-amount')).toHaveTextContent('$12,500.50');
    expect(getPaymentReceipt.calls.map((call) => call.path)).toEqual([`/receipts/${CODE}`]);
    expect(screen.getByText('Pago recibido')).toBeVisible();
    for (const [term, value] of [
      ['Recibimos de', 'Ramón Quintero'],
      ['DKbono', 'DK-2026-000045'],
      ['Fecha del pago', '20/03/26'],
      ['Forma de pago', 'Efectivo'],
      ['Emite', 'Agroventas'],
      ['Total pagado del DKbono', '$22,500.50'],
      ['Saldo pendiente', '$19,499.50'],
    ]) {
      expect(screen.getByText(term!).nextElementSibling, term).toHaveTextContent(value!);
    }
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `/api/receipts/${CODE}/pdf`,
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('says a Dkbono is paid in full instead of a zero balance', async () => {
    getPaymentReceipt.answers(receipt({ paid: 42000, balance: 0 }));
    openReceipt();
    expect(await screen.findByText('DKbono pagado por completo')).toBeVisible();
  });

  it('reads "Recibo anulado" once the payment was taken out, without sums nor PDF', async () => {
    getPaymentReceipt.answers(receipt({ status: 'VOID', paid: null, balance: null }));
    openReceipt();
    expect(await screen.findByText('Recibo anulado')).toBeVisible();
    expect(screen.getByText(/Este pago se retiró del DKbono DK-2026-000045/)).toBeVisible();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('$12,500.50');
    expect(screen.queryByText('Saldo pendiente')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar PDF' })).not.toBeInTheDocument();
  });

  it('says the receipt was not found for an unknown code, and never asks for a malformed one', async () => {
    getPaymentReceipt.refuses({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'El recibo no existe o el enlace está incompleto.',
    });
    openReceipt();
    expect(await screen.findByText('Recibo no encontrado')).toBeVisible();
    cleanup();
    getPaymentReceipt.calls.splice(0);
    openReceipt('abc');
    expect(await screen.findByText('Recibo no encontrado')).toBeVisible();
    expect(getPaymentReceipt.calls).toHaveLength(0);
  });
});
