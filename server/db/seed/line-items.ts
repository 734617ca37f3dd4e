// Line items of demo sales and Dkbonos, priced as docs/design.md §8 says: quantity × base price − discount,
// in integer cents, and never more bags than the season's allocation has left.
import { toCents } from '../../../domain/cents.ts';
import type { CatalogProduct } from './catalog.ts';
import type { SeedRandom } from './random.ts';
import { allocationKey } from './seasons.ts';

export interface LineItem {
  product: CatalogProduct;
  quantity: number;
  priceCents: number;
  discountCents: number;
  totalCents: number;
  /** hectares the bags sow at the product's recommended density */
  hectares: number;
}

/** Bags already sold or reserved per season and product, checked against the allocation. */
export class Stock {
  private readonly used = new Map<string, number>();

  constructor(private readonly allocated: Map<string, number>) {}

  left(seasonId: number, productId: number): number {
    const key = allocationKey(seasonId, productId);
    return (this.allocated.get(key) ?? 0) - (this.used.get(key) ?? 0);
  }

  take(seasonId: number, productId: number, bags: number): void {
    if (bags > this.left(seasonId, productId)) throw new Error('The demo would oversell a season');
    const key = allocationKey(seasonId, productId);
    this.used.set(key, (this.used.get(key) ?? 0) + bags);
  }
}

interface ItemRequest {
  seasonId: number;
  /** products that may be offered, best fit for the customer first */
  candidates: CatalogProduct[];
  farmHectares: number;
  maxItems: number;
}

export function pickLineItems(random: SeedRandom, stock: Stock, request: ItemRequest): LineItem[] {
  const { seasonId, candidates, farmHectares } = request;
  const count = random.int(1, Math.min(request.maxItems, candidates.length));
  const chosen: CatalogProduct[] = [];
  const pool = [...candidates];
  while (chosen.length < count && pool.length > 0) {
    // Favour the first candidates (the customer's own crop) but mix in others.
    const index = random.chance(0.7) ? 0 : random.int(0, pool.length - 1);
    const [product] = pool.splice(index, 1);
    if (product) chosen.push(product);
  }
  const items: LineItem[] = [];
  for (const product of chosen) {
    const share = farmHectares * (0.25 + random.next() * 0.5);
    const wanted = Math.ceil((share * product.density) / product.seedsPerBag);
    const quantity = Math.min(Math.max(wanted, 3), 90, stock.left(seasonId, product.id));
    if (quantity < 1) continue;
    stock.take(seasonId, product.id, quantity);
    const priceCents = toCents(product.basePrice);
    const subtotal = quantity * priceCents;
    // Volume discounts of 2-5 %, rounded to whole pesos as a person would write them.
    const discountCents = random.chance(0.4)
      ? Math.round((subtotal * random.pick([2, 3, 5])) / 10000) * 100
      : 0;
    items.push({
      product,
      quantity,
      priceCents,
      discountCents,
      totalCents: subtotal - discountCents,
      hectares: Math.round((quantity * product.seedsPerBag * 100) / product.density) / 100,
    });
  }
  return items;
}

export const totalOf = (items: LineItem[]): number => items.reduce((sum, i) => sum + i.totalCents, 0);
