// Inventory per season and product (docs/design.md §8): available = allocated − sold − reserved, where sold
// is the bags of active sales and reserved the bags of PENDING/PARTIAL/PAID Dkbonos. Nothing is
// stored but the allocation, so the allocation rows are the lock: every writer (a sale, a Dkbono, a
// new allocation) locks the rows of the (season, product) pairs it touches, in product order (no
// deadlocks), before counting. A sale or Dkbono that leaves a product low raises STOCK_LOW.
import type { Transaction } from 'kysely';
import { isStockLow } from '../../../domain/catalog.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/notify.ts';
import { enabledProducts, type ProductFacts, type SeasonFacts } from '../shared/sale-rules.ts';
import { bags, bagsLeft } from '../shared/wording.ts';
import { committedBags, lockAllocations } from './repository.ts';

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

export interface LowStock {
  productId: number;
  available: number;
  allocated: number;
}

/** Bags a request asks of each product, and the index of its last line of that product. */
export function wantedByProduct(
  items: readonly { productId: number; quantity: number }[],
): Map<number, { quantity: number; lastIndex: number }> {
  const wanted = new Map<number, { quantity: number; lastIndex: number }>();
  for (const [index, item] of items.entries()) {
    const previous = wanted.get(item.productId)?.quantity ?? 0;
    wanted.set(item.productId, { quantity: previous + item.quantity, lastIndex: index });
  }
  return wanted;
}

/** A product's stock as a request finds it: `before` counts every bag, `available` frees the record's own. */
export interface StockFigure {
  allocated: number;
  before: number;
  available: number;
}

/**
 * The verdict on a request against known stock: a refusal per product asking for more than is
 * left, and the products it would bring down to low stock (from above it). Pure, so the import
 * can weigh thousands of sales against figures it keeps in memory.
 */
export function weighInventory(
  season: Pick<SeasonFacts, 'name'>,
  products: ReadonlyMap<number, Pick<ProductFacts, 'code'>>,
  wanted: ReadonlyMap<number, { quantity: number; lastIndex: number }>,
  checked: readonly number[],
  stockOf: (productId: number) => StockFigure,
): { refusals: ErrorDetail[]; lows: LowStock[] } {
  const refusals: ErrorDetail[] = [];
  const lows: LowStock[] = [];
  for (const productId of checked) {
    const want = wanted.get(productId);
    if (!want) continue;
    const { allocated, before, available } = stockOf(productId);
    if (want.quantity > available) {
      const code = products.get(productId)?.code ?? String(productId);
      refusals.push({
        path: `items.${want.lastIndex}.quantity`,
        message: `No hay inventario suficiente de ${code} en ${season.name}: pediste ${bags(want.quantity)} y ${bagsLeft(Math.max(0, available))}.`,
      });
      continue;
    }
    const after = available - want.quantity;
    if (isStockLow(after, allocated) && !isStockLow(before, allocated)) {
      lows.push({ productId, available: after, allocated });
    }
  }
  return { refusals, lows };
}

/** The refusal of a request some of whose products lack bags (409 INSUFFICIENT_INVENTORY). */
export function insufficientInventory(refusals: ErrorDetail[]): AppError | null {
  const [first] = refusals;
  return first ? new AppError('INSUFFICIENT_INVENTORY', first.message, refusals) : null;
}

/** One STOCK_LOW per product a request left low, inside the request's transaction. */
export async function notifyStockLow(
  trx: Transaction<Database>,
  season: Pick<SeasonFacts, 'id' | 'name'>,
  products: ReadonlyMap<number, Pick<ProductFacts, 'name'>>,
  lows: readonly LowStock[],
): Promise<void> {
  for (const low of lows) {
    await notify(trx, {
      kind: 'STOCK_LOW',
      seasonId: season.id,
      seasonName: season.name,
      productId: low.productId,
      productName: products.get(low.productId)?.name ?? String(low.productId),
      available: low.available,
      allocated: low.allocated,
    });
  }
}

/**
 * Locks the touched allocations and refuses (409 INSUFFICIENT_INVENTORY) any product asking for more
 * than is left. A product whose availability this request brings down to 10% of its allocation or
 * less (from above it) raises STOCK_LOW, once: the next request starts already at or under it.
 */
export async function reserveInventory(trx: Transaction<Database>, request: InventoryRequest): Promise<void> {
  const { season, items, products, excludeSaleId, excludeVoucherId, alreadyHeld } = request;
  const wanted = wantedByProduct(items);
  const checked = [...wanted.entries()]
    .filter(([productId, want]) => want.quantity > (alreadyHeld?.get(productId) ?? 0))
    .map(([productId]) => productId)
    .sort((a, b) => a - b);
  if (checked.length === 0) return;

  const allocations = await lockAllocations(trx, season.id, checked);
  const committed = await committedBags(trx, season.id, checked, {
    saleId: excludeSaleId,
    voucherId: excludeVoucherId,
  });
  const { refusals, lows } = weighInventory(season, products, wanted, checked, (productId) => {
    const allocated = allocations.get(productId) ?? 0;
    const { sold, reserved, excluded } = committed.get(productId) ?? { sold: 0, reserved: 0, excluded: 0 };
    const before = allocated - sold - reserved;
    // The record's own bags are free for itself.
    return { allocated, before, available: before + excluded };
  });
  const refusal = insufficientInventory(refusals);
  if (refusal) throw refusal;
  await notifyStockLow(trx, season, products, lows);
}

/**
 * The lines of an edited sale or Dkbono reserved again. Its products must exist and be enabled,
 * but a product it already holds in the same season may stay though disabled since. Only what
 * the edit adds over the bags it holds there is checked, and its own bags count as free.
 */
export async function reserveEditedLines(
  trx: Transaction<Database>,
  edit: Omit<InventoryRequest, 'products' | 'alreadyHeld'> & {
    /** The lines stored before the edit, and the season they were in. */
    stored: readonly { product_id: number; quantity: number }[];
    storedSeasonId: number;
  },
): Promise<void> {
  const { stored, storedSeasonId, ...request } = edit;
  const held = request.season.id === storedSeasonId ? bagsByProduct(stored) : undefined;
  const products = await enabledProducts(trx, request.items, new Set(held?.keys() ?? []));
  await reserveInventory(trx, { ...request, products, alreadyHeld: held });
}

/** Bags per product a stored sale or Dkbono holds (for edits: only increases are re-checked). */
function bagsByProduct(items: readonly { product_id: number; quantity: number }[]): Map<number, number> {
  const held = new Map<number, number>();
  for (const item of items) held.set(item.product_id, (held.get(item.product_id) ?? 0) + item.quantity);
  return held;
}
