// The payment rows of the Dkbono payments editor, as typed, and their live sums in cents.
import { sumCents, toCents } from '../../../../domain/cents.ts';
import type { VoucherDetail } from '../../../../domain/sales-schemas.ts';
import { typedCents } from '../product-lines.ts';

export interface PaymentRow {
  key: string;
  date: string;
  amount: string;
  method: string;
  reference: string;
  /** Recorded on the Dkbono already (removing it asks first), not added in this edit. */
  isStored: boolean;
}

let nextKey = 0;
const newKey = () => `payment-${(nextKey += 1)}`;

export function paymentRowsOf(voucher: VoucherDetail): PaymentRow[] {
  return voucher.payments.map((payment) => ({
    key: newKey(),
    date: payment.date.slice(0, 10),
    amount: String(payment.amount),
    method: payment.method,
    reference: payment.reference ?? '',
    isStored: true,
  }));
}

export function newPaymentRow(today: string): PaymentRow {
  return { key: newKey(), date: today, amount: '', method: '', reference: '', isStored: false };
}

export interface PaymentTotals {
  paidCents: number;
  balanceCents: number;
  /** How much the payments go over the Dkbono's total (0 when they do not). */
  excessCents: number;
}

export function paymentTotals(rows: PaymentRow[], total: number): PaymentTotals {
  const paidCents = sumCents(rows.map((row) => typedCents(row.amount)));
  const balanceCents = toCents(total) - paidCents;
  return { paidCents, balanceCents, excessCents: Math.max(0, -balanceCents) };
}

/** The body of PUT /vouchers/:id/payments as the schema reads it. */
export function paymentsBody(version: number, rows: PaymentRow[]) {
  return {
    version,
    payments: rows.map((row) => ({
      date: row.date,
      amount: row.amount,
      method: row.method,
      reference: row.reference.trim() === '' ? undefined : row.reference,
    })),
  };
}

function sameAmount(typed: string, stored: number): boolean {
  try {
    return toCents(typed) === toCents(stored);
  } catch {
    return false;
  }
}

/** Whether the rows say something else than the payments recorded ("10000.00" is still 10000). */
export function paymentsChanged(rows: PaymentRow[], voucher: VoucherDetail): boolean {
  if (rows.length !== voucher.payments.length) return true;
  return rows.some((row, index) => {
    const payment = voucher.payments[index]!;
    return (
      row.date !== payment.date.slice(0, 10) ||
      !sameAmount(row.amount, payment.amount) ||
      row.method !== payment.method ||
      row.reference.trim() !== (payment.reference ?? '')
    );
  });
}
