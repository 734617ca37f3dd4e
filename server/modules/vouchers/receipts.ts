// The farmer's receipt of each Dkbono payment (migration 025): made in the same
// transaction that records the payment, kept while the payment is, voided when it is taken out.
// The payments PUT replaces the whole list (record-payments.ts), so a payment has no identity from
// one save to the next: a payment sent again with the same day, amount and method (what its receipt
// shows) keeps its receipt; one no longer sent voids it; a new one gets a new code.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { centsToNumeric, fromCents, toCents } from '../../../domain/cents.ts';
import {
  RECEIPT_CODE_ALPHABET,
  RECEIPT_CODE_LENGTH,
  RECEIPT_COMPANY,
  type PaymentReceipt,
} from '../../../domain/payment-receipts.ts';
import type { PaymentMethod } from '../../../domain/sales.ts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A fresh code: each character takes 5 of the random bits (32 letters, no bias): 80 bits in all. */
function newReceiptCode(): string {
  return [...randomBytes(RECEIPT_CODE_LENGTH)].map((byte) => RECEIPT_CODE_ALPHABET[byte & 31]).join('');
}

/** What a receipt shows of its payment, as one key: a payment sent again unchanged keeps its receipt. */
function shownKey(payment: { date: string; amountCents: number; method: string }): string {
  return `${payment.date}|${payment.amountCents}|${payment.method}`;
}

export interface HeldReceipt {
  code: string;
  date: string;
  amountCents: number;
  method: string;
}

/** The receipts of the Dkbono's current payments, read before the list is replaced. */
export async function heldReceipts(trx: Transaction<Database>, voucherId: number): Promise<HeldReceipt[]> {
  const rows = await trx
    .selectFrom('payment_receipts as r')
    .innerJoin('voucher_payments as p', 'p.id', 'r.payment_id')
    .select(['r.code', 'p.date', 'p.amount', 'p.method'])
    .where('p.voucher_id', '=', voucherId)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    date: row.date,
    amountCents: toCents(row.amount),
    method: row.method,
  }));
}

/**
 * After the payments were replaced (their old rows gone, so every old receipt lost its payment):
 * each new payment takes back the receipt of an old one it repeats, or gets a new code; the
 * receipts nobody took back are void from now on.
 */
export async function settleReceipts(
  trx: Transaction<Database>,
  voucherId: number,
  held: HeldReceipt[],
  payments: { id: number; date: string; amountCents: number; method: PaymentMethod }[],
): Promise<void> {
  const unclaimed = new Map<string, string[]>();
  for (const receipt of held) {
    const key = shownKey(receipt);
    unclaimed.set(key, [...(unclaimed.get(key) ?? []), receipt.code]);
  }
  const fresh: typeof payments = [];
  for (const payment of payments) {
    const code = unclaimed.get(shownKey(payment))?.shift();
    if (code === undefined) fresh.push(payment);
    else {
      await trx
        .updateTable('payment_receipts')
        .set({ payment_id: payment.id })
        .where('code', '=', code)
        .execute();
    }
  }
  const voided = [...unclaimed.values()].flat();
  if (voided.length > 0) {
    await trx
      .updateTable('payment_receipts')
      .set({ voided_at: new Date() })
      .where('code', 'in', voided)
      .execute();
  }
  if (fresh.length === 0) return;
  await trx
    .insertInto('payment_receipts')
    .values(
      fresh.map((payment) => ({
        code: newReceiptCode(),
        voucher_id: voucherId,
        payment_id: payment.id,
        date: payment.date,
        amount: centsToNumeric(payment.amountCents),
        method: payment.method,
      })),
    )
    .execute();
}

/** A receipt for every payment that has none (the demo seed writes payments directly). */
export async function issueMissingReceipts(db: Db): Promise<void> {
  const missing = await db
    .selectFrom('voucher_payments as p')
    .leftJoin('payment_receipts as r', 'r.payment_id', 'p.id')
    .select(['p.id', 'p.voucher_id', 'p.date', 'p.amount', 'p.method'])
    .where('r.code', 'is', null)
    .orderBy('p.id')
    .execute();
  for (let start = 0; start < missing.length; start += 500) {
    await db
      .insertInto('payment_receipts')
      .values(
        missing.slice(start, start + 500).map((payment) => ({
          code: newReceiptCode(),
          voucher_id: payment.voucher_id,
          payment_id: payment.id,
          date: payment.date,
          amount: payment.amount,
          method: payment.method,
        })),
      )
      .execute();
  }
}

/** The receipt codes of a Dkbono's payments, by payment id (the staff's detail offers them). */
export async function receiptCodesOf(db: Db, voucherId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('payment_receipts')
    .select(['payment_id', 'code'])
    .where('voucher_id', '=', voucherId)
    .where('payment_id', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.payment_id!, row.code]));
}

/** The public receipt behind a code, or null when no receipt has it. */
export async function findPaymentReceipt(db: Db, code: string): Promise<PaymentReceipt | null> {
  const row = await db
    .selectFrom('payment_receipts as r')
    .innerJoin('vouchers as v', 'v.id', 'r.voucher_id')
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select([
      'r.payment_id',
      'r.voided_at',
      'r.date',
      'r.amount',
      'r.method',
      'v.folio',
      'v.total',
      'v.paid',
      sql<string>`c.first_name || ' ' || c.last_name`.as('customerName'),
    ])
    .where('r.code', '=', code)
    .executeTakeFirst();
  if (!row) return null;
  const isVoid = row.payment_id === null || row.voided_at !== null;
  const paidCents = toCents(row.paid);
  return {
    status: isVoid ? 'VOID' : 'VALID',
    company: RECEIPT_COMPANY,
    customerName: row.customerName,
    folio: row.folio,
    payment: { date: row.date, amount: fromCents(toCents(row.amount)), method: row.method },
    paid: isVoid ? null : fromCents(paidCents),
    balance: isVoid ? null : fromCents(toCents(row.total) - paidCents),
  };
}
