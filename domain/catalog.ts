// The catalogue: the lookups of the sale forms (docs/requirements.md §7: open seasons, enabled
// products) and how a product reads. Its management is in products.ts (product types and products)
// and seasons.ts (seasons and their inventory).
import { z } from './zod.ts';
import { productionKindSchema } from './simulator-params.ts';

export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isOpen: z.boolean(),
  isVoucherOpen: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

/**
 * The season sales are made in now, the one "Resumen de temporada" opens on: open for sales
 * and spanning today, else the latest started one open for sales, else the latest started one, else
 * (every season still to come) none.
 */
export function currentSeasonOf(seasons: readonly Season[], today: string): Season | undefined {
  const started = seasons
    .filter((season) => season.startDate <= today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return (
    started.find((season) => season.isOpen && season.endDate >= today) ??
    started.find((season) => season.isOpen) ??
    started[0]
  );
}

export const seasonQuerySchema = z.object({
  isOpen: z.stringbool().optional(),
  isVoucherOpen: z.stringbool().optional(),
  q: z.string().trim().max(100).optional(),
});

export const enabledProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  productTypeId: z.number().int(),
  productTypeName: z.string(),
  productionKind: productionKindSchema,
  seedsPerBag: z.number().int(),
  basePrice: z.number(),
  recommendedDensity: z.number().int().nullable(),
});
export type EnabledProduct = z.infer<typeof enabledProductSchema>;

/** docs/requirements.md §5: for sales, open seasons are kept only if their start date is not in the future. */
export function seasonsOpenForSales<T extends { startDate: string }>(seasons: T[], today: string): T[] {
  return seasons.filter((s) => s.startDate <= today);
}

/**
 * docs/decisions.md "Closed seasons": a season closed for sales and for Dkbonos is over, and
 * everything of it is frozen (no payments, cancellations, redemptions or edits).
 */
export function isSeasonOver(season: { isOpen: boolean; isVoucherOpen: boolean }): boolean {
  return !season.isOpen && !season.isVoucherOpen;
}

/**
 * How a product reads in a list or a picker: "DK-4050 · DEKALB 4050", or the name alone when it says
 * its code already ("DK-4050 Blanco Bajío", not "DK-4050 · DK-4050 Blanco Bajío").
 */
export function productLabel(code: string, name: string): string {
  return nameSaysCode(code, name) ? name : `${code} · ${name}`;
}

/** Whether a product's name starts with its code as a word ("DK-4050 Blanco Bajío", not "DK-40500"). */
export function nameSaysCode(code: string, name: string): boolean {
  return name === code || name.startsWith(`${code} `);
}

/** A product runs low when what is left is 10% of its allocation or less (STOCK_LOW). */
export function isStockLow(available: number, allocated: number): boolean {
  return allocated > 0 && available * 10 <= allocated;
}
