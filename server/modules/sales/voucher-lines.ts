// A sale that redeems a Dkbono sells exactly what the Dkbono paid for: products, bags, prices and
// discounts come from the Dkbono; the body only adds what the Dkbono lacks (hectares, yield and
// investment of each product). This keeps inventory exact when the sale is deleted and the Dkbono
// reserves its bags again.
import type { Transaction } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { CreateSaleInput } from '../../../domain/sales-schemas.ts';
import type { Database } from '../../db/database.ts';
import { voucherLinesOf } from './write-repository.ts';

type SaleLines = CreateSaleInput['items'];

export async function linesFromVoucher(
  trx: Transaction<Database>,
  voucherId: number,
  bodyLines: SaleLines,
): Promise<SaleLines> {
  const items = await voucherLinesOf(trx, voucherId);
  return items.map((item) => {
    const extra = bodyLines.find((line) => line.productId === item.product_id);
    return {
      productId: item.product_id,
      quantity: item.quantity,
      basePrice: fromCents(toCents(item.base_price)),
      discount: fromCents(toCents(item.discount)),
      hectares: extra?.hectares ?? null,
      productYield: extra?.productYield ?? null,
      investment: extra?.investment ?? 0,
    };
  });
}
