// The payment rows of the Dkbono payments editor, as typed, and their live sums in cents.
import { sumCents, toCents } from '../../../../domain/money.ts';
import type { VoucherDetail } from '../../../../domain/sales.ts';
import { typedCents } from '../product-lines.ts';

export interface PaymentRow {
  key: string;
  date: string;
  amount: string;
  method: string;
  reference: string;
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
  }));
}

export function newPaymentRow(today: string): PaymentRow {
  return { key: newKey(), date: today, amount: '', method: '', reference: '' };
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
