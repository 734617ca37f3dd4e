// The inventory of an import (docs/design.md §8). The allocation rows of every (season, product) its sales
// touch are locked once, season by season and in product order within one (a sale locks its one
// season's rows in product order, so the orders agree and nothing deadlocks); sold and reserved
// bags are counted once; then each sale is weighed in file order against figures kept in memory,
// taking its bags only when it fits, exactly as one sale after another would.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { AppError } from '../../http/app-error.ts';
import { insufficientInventory, wantedByProduct, weighInventory, type LowStock } from './stock.ts';
import { committedBags, lockAllocations } from './repository.ts';
import type { ProductFacts, SeasonFacts } from '../shared/sale-rules.ts';

export interface StockRequest {
  season: SeasonFacts;
  items: readonly { productId: number; quantity: number }[];
}

export interface WeighedStock {
  /** Per request, in order: the refusal when it asks for more than is left, or null. */
  refusals: (AppError | null)[];
  /** The products each season's accepted sales leave low (STOCK_LOW), in the order they crossed. */
  lows: { season: SeasonFacts; low: LowStock }[];
}

/** Locks and reads the figures of the touched products of each season: available bags by product. */
async function lockStock(
  trx: Transaction<Database>,
  requests: readonly (StockRequest | null)[],
): Promise<Map<number, Map<number, { allocated: number; available: number }>>> {
  const productsBySeason = new Map<number, Set<number>>();
  for (const request of requests) {
    if (!request) continue;
    const ids = productsBySeason.get(request.season.id) ?? new Set<number>();
    for (const item of request.items) ids.add(item.productId);
    productsBySeason.set(request.season.id, ids);
  }
  const stock = new Map<number, Map<number, { allocated: number; available: number }>>();
  for (const seasonId of [...productsBySeason.keys()].sort((a, b) => a - b)) {
    const productIds = [...(productsBySeason.get(seasonId) ?? [])].sort((a, b) => a - b);
    const allocations = await lockAllocations(trx, seasonId, productIds);
    const committed = await committedBags(trx, seasonId, productIds);
    const figures = new Map<number, { allocated: number; available: number }>();
    for (const productId of productIds) {
      const allocated = allocations.get(productId) ?? 0;
      const { sold, reserved } = committed.get(productId) ?? { sold: 0, reserved: 0 };
      figures.set(productId, { allocated, available: allocated - sold - reserved });
    }
    stock.set(seasonId, figures);
  }
  return stock;
}

/** Weighs the requests (null: already refused) in order; the bags of each accepted one are taken. */
export async function weighImportStock(
  trx: Transaction<Database>,
  requests: readonly (StockRequest | null)[],
  products: ReadonlyMap<number, ProductFacts>,
): Promise<WeighedStock> {
  const stock = await lockStock(trx, requests);
  const refusals: (AppError | null)[] = [];
  const lows: WeighedStock['lows'] = [];
  for (const request of requests) {
    if (!request) {
      refusals.push(null);
      continue;
    }
    const figures = stock.get(request.season.id) ?? new Map();
    const figureOf = (productId: number) => figures.get(productId) ?? { allocated: 0, available: 0 };
    const wanted = wantedByProduct(request.items);
    const checked = [...wanted.keys()].sort((a, b) => a - b);
    const verdict = weighInventory(request.season, products, wanted, checked, (productId) => {
      const { allocated, available } = figureOf(productId);
      return { allocated, before: available, available };
    });
    const refusal = insufficientInventory(verdict.refusals);
    refusals.push(refusal);
    if (refusal) continue;
    for (const [productId, want] of wanted) {
      const figure = figureOf(productId);
      figures.set(productId, { ...figure, available: figure.available - want.quantity });
    }
    stock.set(request.season.id, figures);
    lows.push(...verdict.lows.map((low) => ({ season: request.season, low })));
  }
  return { refusals, lows };
}
