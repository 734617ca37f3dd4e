// A season at a glance: the figures of the season dashboard (Admin and Coordinator,
// docs/requirements.md §2 seasons/details/{id}) and the strip that heads the sales list for every
// staff role. Every figure counts the sales and DKbonos the caller may see (docs/design.md §6) with
// the definitions of the rest of the app: cancelled sales and DKbonos are left out, as inventory
// leaves them out (docs/design.md §8). Amounts travel as pesos (docs/design.md §5).
import { z } from './zod.ts';
import { seasonSchema } from './catalog.ts';
import { inventoryFiguresSchema, inventoryRowSchema } from './seasons.ts';

/** Sales that are not cancelled: how many, their bags and their amount (pesos). */
const salesFiguresSchema = z.object({
  sales: z.number().int(),
  bags: z.number().int(),
  amount: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/**
 * DKbonos that are not cancelled: how many were sold, their total, what is paid, the balance still
 * owed, and how many of them (and for how much) were already redeemed into a sale.
 */
const voucherFiguresSchema = z.object({
  count: z.number().int(),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  redeemedCount: z.number().int(),
  redeemedTotal: z.number(),
});
export type VoucherFigures = z.infer<typeof voucherFiguresSchema>;

/** The strip above the sales list: one season, or every season (season null), scoped to the caller. */
export const seasonStripSchema = z.object({
  season: seasonSchema.nullable(),
  sales: salesFiguresSchema,
  vouchers: voucherFiguresSchema,
});
export type SeasonStrip = z.infer<typeof seasonStripSchema>;

const productFiguresSchema = salesFiguresSchema.extend({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
});
const zoneFiguresSchema = salesFiguresSchema.extend({
  /** Null for customers without a zone. */
  zoneId: z.number().int().nullable(),
  zoneName: z.string().nullable(),
});
const consultantFiguresSchema = salesFiguresSchema.extend({
  consultantId: z.number().int(),
  consultantName: z.string(),
});
/** One week (Monday to Sunday, by sale date): `weekStart` is its Monday, YYYY-MM-DD. */
const weekFiguresSchema = salesFiguresSchema.extend({ weekStart: z.string() });
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

export const seasonDashboardSchema = seasonStripSchema.extend({
  season: seasonSchema,
  byProduct: z.array(productFiguresSchema),
  byZone: z.array(zoneFiguresSchema),
  byConsultant: z.array(consultantFiguresSchema),
  byWeek: z.array(weekFiguresSchema),
  inventory: z.object({
    totals: inventoryFiguresSchema,
    /** Products with stock whose available bags are 10% of their allocation or less (isStockLow). */
    low: z.array(inventoryRowSchema),
  }),
});
export type SeasonDashboard = z.infer<typeof seasonDashboardSchema>;
