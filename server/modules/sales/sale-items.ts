// Writes the lines of a sale with the totals the server computed (never the client's).
import type { Transaction } from 'kysely';
import { centsToNumeric, toCents } from '../../../domain/money.ts';
import type { CreateSaleInput } from '../../../domain/sales.ts';
import type { Database } from '../../db/database.ts';
import type { PricedLine } from '../shared/sale-rules.ts';

/** The rows of a sale's lines, priced by the server. */
export function saleItemValues(saleId: number, items: CreateSaleInput['items'], priced: PricedLine[]) {
  return items.map((item, index) => {
    const line = priced[index];
    if (!line) throw new Error(`No price for line ${index}`);
    return {
      sale_id: saleId,
      product_id: item.productId,
      quantity: item.quantity,
      base_price: centsToNumeric(line.basePriceCents),
      discount: centsToNumeric(line.discountCents),
      total: centsToNumeric(line.totalCents),
      hectares: item.hectares,
      product_yield: item.productYield,
      investment: centsToNumeric(toCents(item.investment)),
    };
  });
}

export async function insertSaleItems(
  trx: Transaction<Database>,
  saleId: number,
  items: CreateSaleInput['items'],
  priced: PricedLine[],
): Promise<void> {
  await trx
    .insertInto('sale_items')
    .values(saleItemValues(saleId, items, priced))
    .execute();
}
