// Lookups used by the sale forms (SPEC §7): open seasons and enabled products.
import { z } from 'zod';

export const seasonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isOpen: z.boolean(),
  isVoucherOpen: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

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
  productionKind: z.enum(['GRAIN', 'SILAGE']),
  seedsPerBag: z.number().int(),
  basePrice: z.number(),
  recommendedDensity: z.number().int().nullable(),
});
export type EnabledProduct = z.infer<typeof enabledProductSchema>;

/** SPEC §5: for sales, open seasons are kept only if their start date is not in the future. */
export function seasonsOpenForSales<T extends { startDate: string }>(seasons: T[], today: string): T[] {
  return seasons.filter((s) => s.startDate <= today);
}
