// Inventory per season and product (DESIGN §8): available = allocated − sold − reserved, where sold
// is the bags of active sales and reserved the bags of PENDING/PARTIAL/PAID Dkbonos. Nothing is
// stored but the allocation, so the allocation rows are the lock: every writer locks the rows of
// the (season, product) pairs it touches, in product order (no deadlocks), before counting.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProductFacts, SeasonFacts } from './rules.ts';
import { bags, bagsLeft } from './wording.ts';

const RESERVING_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;

export interface InventoryRequest {
  season: SeasonFacts;
  items: readonly { productId: number; quantity: number }[];
  products: ReadonlyMap<number, ProductFacts>;
  /** The record being edited or redeemed: its own bags do not count against it. */
  excludeSaleId?: number | undefined;
  excludeVoucherId?: number | undefined;
  /** Bags the edited record already holds per product in this season: only an increase is checked. */
  alreadyHeld?: ReadonlyMap<number, number> | undefined;
}

/** Locks the touched allocations and refuses (409 INSUFFICIENT_INVENTORY) any product asking for more than is left. */
export async function reserveInventory(trx: Transaction<Database>, request: InventoryRequest): Promise<void> {
  const { season, items, products, excludeSaleId, excludeVoucherId, alreadyHeld } = request;
  const wanted = new Map<number, { quantity: number; lastIndex: number }>();
  for (const [index, item] of items.entries()) {
    const previous = wanted.get(item.productId)?.quantity ?? 0;
    wanted.set(item.productId, { quantity: previous + item.quantity, lastIndex: index });
  }
  const checked = [...wanted.entries()]
    .filter(([productId, want]) => want.quantity > (alreadyHeld?.get(productId) ?? 0))
    .map(([productId]) => productId)
    .sort((a, b) => a - b);
  if (checked.length === 0) return;

  const allocations = await trx
    .selectFrom('inventory')
    .select(['product_id', 'allocated'])
    .where('season_id', '=', season.id)
    .where('product_id', 'in', checked)
    .orderBy('product_id')
    .forUpdate()
    .execute();
  // Counted after the locks are held: under READ COMMITTED each statement sees every commit before it.
  const sold = await trx
    .selectFrom('sale_items as si')
    .innerJoin('sales as s', 's.id', 'si.sale_id')
    .select(['si.product_id', (eb) => eb.fn.sum<string>('si.quantity').as('bags')])
    .where('s.season_id', '=', season.id)
    .where('s.status', '=', 'ACTIVE')
    .where('si.product_id', 'in', checked)
    .$if(excludeSaleId !== undefined, (qb) => qb.where('s.id', '<>', excludeSaleId ?? 0))
    .groupBy('si.product_id')
    .execute();
  const reserved = await trx
    .selectFrom('voucher_items as vi')
    .innerJoin('vouchers as v', 'v.id', 'vi.voucher_id')
    .select(['vi.product_id', (eb) => eb.fn.sum<string>('vi.quantity').as('bags')])
    .where('v.season_id', '=', season.id)
    .where('v.status', 'in', RESERVING_STATUSES)
    .where('vi.product_id', 'in', checked)
    .$if(excludeVoucherId !== undefined, (qb) => qb.where('v.id', '<>', excludeVoucherId ?? 0))
    .groupBy('vi.product_id')
    .execute();

  const allocatedOf = new Map(allocations.map((r) => [r.product_id, r.allocated]));
  const soldOf = new Map(sold.map((r) => [r.product_id, Number(r.bags)]));
  const reservedOf = new Map(reserved.map((r) => [r.product_id, Number(r.bags)]));
  const refusals: { path: string; message: string }[] = [];
  for (const productId of checked) {
    const want = wanted.get(productId);
    if (!want) continue;
    const available =
      (allocatedOf.get(productId) ?? 0) - (soldOf.get(productId) ?? 0) - (reservedOf.get(productId) ?? 0);
    if (want.quantity <= available) continue;
    const code = products.get(productId)?.code ?? String(productId);
    refusals.push({
      path: `items.${want.lastIndex}.quantity`,
      message: `No hay inventario suficiente de ${code} en ${season.name}: pediste ${bags(want.quantity)} y ${bagsLeft(Math.max(0, available))}.`,
    });
  }
  const [first] = refusals;
  if (first) throw new AppError('INSUFFICIENT_INVENTORY', first.message, refusals);
}

/** Bags per product a stored sale or Dkbono holds (for edits: only increases are re-checked). */
export function bagsByProduct(
  items: readonly { product_id: number; quantity: number }[],
): Map<number, number> {
  const held = new Map<number, number>();
  for (const item of items) held.set(item.product_id, (held.get(item.product_id) ?? 0) + item.quantity);
  return held;
}
