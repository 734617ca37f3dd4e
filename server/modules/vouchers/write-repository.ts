// The SQL of the Dkbono workflows (create, edit, payments, cancel): plain functions on the
// transaction the workflow holds, so the rules in the workflow files read as rules. Reads for the
// lists and the detail are in repository.ts.
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../domain/money.ts';
import type { PaymentMethod } from '../../../domain/sales.ts';
import type { CreateVoucherInput } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database, VoucherStatus } from '../../db/database.ts';
import { pricedRows, type PricedLine } from '../shared/sale-rules.ts';
import { voucherScopeCondition } from './repository.ts';

type Trx = Transaction<Database>;

/** The Dkbono row, locked FOR UPDATE, if the caller may see it. */
export function lockVoucherRow(trx: Trx, auth: AuthContext, id: number) {
  return trx
    .selectFrom('vouchers as v')
    .selectAll('v')
    .where('v.id', '=', id)
    .where(voucherScopeCondition(auth))
    .forUpdate()
    .executeTakeFirst();
}

export async function insertVoucher(
  trx: Trx,
  voucher: {
    folio: string;
    seasonId: number;
    clientId: number;
    consultantId: number;
    totalCents: number;
    notes: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('vouchers')
    .values({
      folio: voucher.folio,
      season_id: voucher.seasonId,
      client_id: voucher.clientId,
      consultant_id: voucher.consultantId,
      status: 'PENDING',
      total: centsToNumeric(voucher.totalCents),
      paid: '0.00',
      notes: voucher.notes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the lines of a Dkbono with the totals the server computed (never the client's). */
export async function insertVoucherItems(
  trx: Trx,
  voucherId: number,
  items: CreateVoucherInput['items'],
  priced: PricedLine[],
): Promise<void> {
  await trx
    .insertInto('voucher_items')
    .values(
      pricedRows(items, priced, (item) => ({
        voucher_id: voucherId,
        product_id: item.productId,
        quantity: item.quantity,
      })),
    )
    .execute();
}

export function voucherItemsOf(trx: Trx, voucherId: number) {
  return trx
    .selectFrom('voucher_items')
    .select(['product_id', 'quantity', 'total'])
    .where('voucher_id', '=', voucherId)
    .orderBy('id')
    .execute();
}

/** A Dkbono's lines as an edit reads them back: each with its id and every field a line sends. */
export async function editableVoucherLinesOf(trx: Trx, voucherId: number) {
  const rows = await trx
    .selectFrom('voucher_items')
    .select(['id', 'product_id', 'quantity', 'base_price', 'discount'])
    .where('voucher_id', '=', voucherId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    basePrice: Number(row.base_price),
    discount: Number(row.discount),
  }));
}

export async function replaceVoucherContent(
  trx: Trx,
  id: number,
  content: {
    seasonId: number;
    clientId: number;
    totalCents: number;
    notes: string | null;
    version: number;
    items: CreateVoucherInput['items'];
    priced: PricedLine[];
  },
): Promise<void> {
  await trx
    .updateTable('vouchers')
    .set({
      season_id: content.seasonId,
      client_id: content.clientId,
      total: centsToNumeric(content.totalCents),
      notes: content.notes,
      version: content.version,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('voucher_items').where('voucher_id', '=', id).execute();
  await insertVoucherItems(trx, id, content.items, content.priced);
}

export function paymentsOf(trx: Trx, voucherId: number) {
  return trx
    .selectFrom('voucher_payments')
    .select(['date', 'amount', 'method', 'reference'])
    .where('voucher_id', '=', voucherId)
    .orderBy('id')
    .execute();
}

/** Replaces the Dkbono's payments; answers the new rows' ids, in the order given. */
export async function replacePayments(
  trx: Trx,
  voucherId: number,
  payments: { date: string; amountCents: number; method: PaymentMethod; reference: string | null }[],
): Promise<number[]> {
  await trx.deleteFrom('voucher_payments').where('voucher_id', '=', voucherId).execute();
  if (payments.length === 0) return [];
  const rows = await trx
    .insertInto('voucher_payments')
    .values(
      payments.map((p) => ({
        voucher_id: voucherId,
        date: p.date,
        amount: centsToNumeric(p.amountCents),
        method: p.method,
        reference: p.reference,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function setVoucherState(
  trx: Trx,
  id: number,
  state: { status: VoucherStatus; version: number; paidCents?: number },
): Promise<void> {
  await trx
    .updateTable('vouchers')
    .set({
      status: state.status,
      version: state.version,
      ...(state.paidCents === undefined ? {} : { paid: centsToNumeric(state.paidCents) }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function customerNameOf(trx: Trx, clientId: number): Promise<string> {
  const client = await trx
    .selectFrom('clients')
    .select(['first_name', 'last_name'])
    .where('id', '=', clientId)
    .executeTakeFirstOrThrow();
  return `${client.first_name} ${client.last_name}`;
}
