// Writes the lines of a Dkbono with the totals the server computed (never the client's).
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../domain/money.ts';
import type { CreateVoucherInput } from '../../../domain/sales.ts';
import type { Database } from '../../db/database.ts';
import type { PricedLine } from '../shared/sale-rules.ts';

export async function insertVoucherItems(
  trx: Transaction<Database>,
  voucherId: number,
  items: CreateVoucherInput['items'],
  priced: PricedLine[],
): Promise<void> {
  await trx
    .insertInto('voucher_items')
    .values(
      items.map((item, index) => {
        const line = priced[index];
        if (!line) throw new Error(`No price for line ${index}`);
        return {
          voucher_id: voucherId,
          product_id: item.productId,
          quantity: item.quantity,
          base_price: centsToNumeric(line.basePriceCents),
          discount: centsToNumeric(line.discountCents),
          total: centsToNumeric(line.totalCents),
        };
      }),
    )
    .execute();
}
