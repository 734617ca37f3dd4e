// The management of seasons and their inventory: what a list asks, a form sends and the
// API answers, and the bags allocated to a season.
import { z } from './zod.ts';
import { seasonQuerySchema, seasonSchema } from './catalog.ts';
import { storedDaySchema } from './days-schemas.ts';
import { numeric, recordIdSchema } from './numbers.ts';
import { paginationQuerySchema } from './pagination-schemas.ts';
import { recordVersionSchema } from './record-edits.ts';
import { nameSchema } from './text.ts';

/** A yes/no of a form (its text 'true'/'false') or of a JSON body (a boolean). */
const flag = z.union([z.boolean(), z.stringbool()]);

export const SEASON_SORTS = ['startDate:desc', 'startDate:asc', 'name:asc', 'name:desc'] as const;
export type SeasonSort = (typeof SEASON_SORTS)[number];

export const seasonListQuerySchema = paginationQuerySchema.extend({
  ...seasonQuerySchema.shape,
  sort: z.enum(SEASON_SORTS, { error: 'Orden no válido.' }).default('startDate:desc'),
});
export type SeasonListQuery = z.infer<typeof seasonListQuerySchema>;

const seasonFields = {
  name: nameSchema('El nombre', 40, { needs: 'lettersOrDigits', min: 2 }),
  startDate: storedDaySchema({ error: 'Escribe una fecha de inicio válida.' }),
  endDate: storedDaySchema({ error: 'Escribe una fecha de fin válida.' }),
};
export const SEASON_END_BEFORE_START = 'La fecha de fin no puede ser anterior a la de inicio.';

export const seasonInputSchema = z
  .object({ ...seasonFields, isOpen: flag.default(false), isVoucherOpen: flag.default(false) })
  .refine((season) => season.endDate >= season.startDate, {
    path: ['endDate'],
    message: SEASON_END_BEFORE_START,
  });
export type SeasonInput = z.infer<typeof seasonInputSchema>;

/**
 * PUT /seasons/{id} (domain/record-edits.ts): the fields that change and the version read (optional
 * for API clients that predate it; the app sends it). A field left out keeps its value: a season is
 * never closed because a request did not say it is open.
 */
export const seasonUpdateSchema = z
  .object({ ...seasonFields, isOpen: flag, isVoucherOpen: flag, version: recordVersionSchema })
  .partial()
  .refine((season) => !season.startDate || !season.endDate || season.endDate >= season.startDate, {
    path: ['endDate'],
    message: SEASON_END_BEFORE_START,
  });
export type SeasonUpdate = z.infer<typeof seasonUpdateSchema>;

/** Bags of a product in a season (docs/design.md §8): available = allocated − sold − reserved. */
export const inventoryFiguresSchema = z.object({
  allocated: z.number().int(),
  sold: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
});
export type InventoryFigures = z.infer<typeof inventoryFiguresSchema>;

export const seasonDetailSchema = seasonSchema.extend({
  totals: inventoryFiguresSchema.extend({ products: z.number().int() }),
  salesCount: z.number().int(),
  vouchersCount: z.number().int(),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /seasons/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type SeasonDetail = z.infer<typeof seasonDetailSchema>;

export const inventoryRowSchema = inventoryFiguresSchema.extend({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productTypeName: z.string(),
  enabled: z.boolean(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const seasonInventorySchema = z.object({ season: seasonSchema, items: z.array(inventoryRowSchema) });
export type SeasonInventory = z.infer<typeof seasonInventorySchema>;

export const MAX_ALLOCATION = 10_000_000;

export const allocationInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          productId: recordIdSchema('Elige un producto.'),
          allocated: numeric(
            z
              .number({ error: 'La asignación debe ser un número.' })
              .int('La asignación debe ser un número entero de bolsas.')
              .min(0, 'No puede ser negativo.')
              .max(MAX_ALLOCATION, 'La asignación es demasiado grande.'),
          ),
        }),
      )
      .min(1, 'Indica al menos un producto.')
      .max(2000, 'Se admiten hasta 2000 productos a la vez.'),
  })
  .superRefine(({ items }, context) => {
    const seen = new Set<number>();
    for (const [index, item] of items.entries()) {
      if (seen.has(item.productId)) {
        context.addIssue({
          code: 'custom',
          path: ['items', index, 'productId'],
          message: 'El producto está repetido.',
        });
      }
      seen.add(item.productId);
    }
  });
export type AllocationInput = z.infer<typeof allocationInputSchema>;
