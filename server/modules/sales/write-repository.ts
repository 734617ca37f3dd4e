// The SQL of the sale workflows (create, redeem a Dkbono, edit, delete): plain functions on the
// transaction the workflow holds, so the rules in the workflow files read as rules. Reads for the
// list, the detail and the report are in repository.ts.
import type { Transaction } from 'kysely';
import { centsToNumeric, toCents } from '../../../domain/money.ts';
import type { CreateSaleInput } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { pricedRows, type PricedLine } from '../shared/sale-rules.ts';
import { saleScopeCondition } from './repository.ts';

type Trx = Transaction<Database>;
type SaleLines = CreateSaleInput['items'];

/** The sale row, locked FOR UPDATE, if the caller may see it. */
export function lockSaleRow(trx: Trx, auth: AuthContext, id: number) {
  return trx
    .selectFrom('sales as s')
    .selectAll('s')
    .where('s.id', '=', id)
    .where(saleScopeCondition(auth))
    .forUpdate()
    .executeTakeFirst();
}

export function saleItemsOf(trx: Trx, saleId: number) {
  return trx
    .selectFrom('sale_items')
    .select(['product_id', 'quantity', 'total'])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
}

/** A sale's lines as an edit reads them back: each with its id and every field a line sends. */
export async function editableSaleLinesOf(trx: Trx, saleId: number) {
  const rows = await trx
    .selectFrom('sale_items')
    .select([
      'id',
      'product_id',
      'quantity',
      'base_price',
      'discount',
      'hectares',
      'product_yield',
      'investment',
    ])
    .where('sale_id', '=', saleId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    quantity: row.quantity,
    basePrice: Number(row.base_price),
    discount: Number(row.discount),
    // Not given stays not given on a line that keeps it (migration 026).
    hectares: row.hectares === null ? null : Number(row.hectares),
    productYield: row.product_yield === null ? null : Number(row.product_yield),
    investment: Number(row.investment),
  }));
}

/** The rows of a sale's lines, priced by the server (never the client's totals). */
export function saleItemValues(saleId: number, items: SaleLines, priced: PricedLine[]) {
  return pricedRows(items, priced, (item) => ({
    sale_id: saleId,
    product_id: item.productId,
    quantity: item.quantity,
    hectares: item.hectares ?? null,
    product_yield: item.productYield ?? null,
    investment: centsToNumeric(toCents(item.investment)),
  }));
}

export async function insertSaleItems(trx: Trx, saleId: number, items: SaleLines, priced: PricedLine[]) {
  await trx
    .insertInto('sale_items')
    .values(saleItemValues(saleId, items, priced))
    .execute();
}

/** The Dkbono a new sale would redeem, locked FOR UPDATE (whoever owns it: the caller checks). */
export function lockVoucherToRedeem(trx: Trx, voucherId: number) {
  return trx
    .selectFrom('vouchers')
    .select(['id', 'folio', 'status', 'consultant_id', 'client_id', 'season_id'])
    .where('id', '=', voucherId)
    .forUpdate()
    .executeTakeFirst();
}

/** The lines of a Dkbono, in its order, as a redeeming sale takes them over. */
export function voucherLinesOf(trx: Trx, voucherId: number) {
  return trx
    .selectFrom('voucher_items')
    .select(['product_id', 'quantity', 'base_price', 'discount'])
    .where('voucher_id', '=', voucherId)
    .orderBy('id')
    .execute();
}

/** A redeemed Dkbono (REDEEMED) or one whose sale was deleted (PAID again); its version moves on. */
export async function setRedeemedVoucherStatus(trx: Trx, voucherId: number, status: 'REDEEMED' | 'PAID') {
  await trx
    .updateTable('vouchers')
    .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', voucherId)
    .execute();
}

export async function distributorOf(trx: Trx, consultantId: number): Promise<number | null> {
  const consultant = await trx
    .selectFrom('users')
    .select('distributor_id')
    .where('id', '=', consultantId)
    .executeTakeFirst();
  return consultant?.distributor_id ?? null;
}

export async function insertSale(
  trx: Trx,
  sale: {
    folio: string;
    seasonId: number;
    clientId: number;
    consultantId: number;
    distributorId: number | null;
    voucherId: number | null;
    saleDate: string;
    totalCents: number;
    notes: string | null;
  },
): Promise<number> {
  const row = await trx
    .insertInto('sales')
    .values({
      folio: sale.folio,
      season_id: sale.seasonId,
      client_id: sale.clientId,
      consultant_id: sale.consultantId,
      distributor_id: sale.distributorId,
      voucher_id: sale.voucherId,
      sale_date: sale.saleDate,
      status: 'ACTIVE',
      total: centsToNumeric(sale.totalCents),
      notes: sale.notes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function replaceSaleContent(
  trx: Trx,
  id: number,
  content: {
    seasonId: number;
    clientId: number;
    saleDate: string;
    totalCents: number;
    notes: string | null;
    version: number;
    items: SaleLines;
    priced: PricedLine[];
  },
): Promise<void> {
  await trx
    .updateTable('sales')
    .set({
      season_id: content.seasonId,
      client_id: content.clientId,
      sale_date: content.saleDate,
      total: centsToNumeric(content.totalCents),
      notes: content.notes,
      version: content.version,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('sale_items').where('sale_id', '=', id).execute();
  await insertSaleItems(trx, id, content.items, content.priced);
}

export async function deleteSaleRow(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom('sales').where('id', '=', id).execute();
}
