// The catalogue: the lookups of the sale forms (docs/requirements.md §7: open seasons, enabled products) and the
// management of product types, products, seasons and their inventory (issue 5).
import { z } from './zod.ts';
import { storedDaySchema } from './days-schemas.ts';
import { positiveMoneySchema } from './money.ts';
import { numeric, readNumber, recordIdSchema } from './numbers.ts';
import { paginationQuerySchema } from './pagination-schemas.ts';
import { recordVersionSchema } from './record-edits.ts';
import { PRODUCTION_KINDS, productionKindSchema } from './simulator-params.ts';
import { nameSchema } from './text.ts';

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
 * The season sales are made in now, the one "Resumen de temporada" opens on (issue 24): open for sales
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

const seasonQuerySchema = z.object({
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

// --- Catalogue management (issue 5): product types, products, seasons and their inventory ---

const search = z.string().trim().max(100).optional();
/** A yes/no of a form (its text 'true'/'false') or of a JSON body (a boolean). */
const flag = z.union([z.boolean(), z.stringbool()]);
// An empty field or null means "not given" (a number field of domain/numbers.ts refuses null).
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);

export const productTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  productionKind: productionKindSchema,
  /** Products of this type; a type in use cannot be deleted. */
  productCount: z.number().int(),
  /** What an edit sends back (PUT /product-types/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

export const productTypeInputSchema = z.object({
  name: nameSchema('El nombre', 60, { needs: 'lettersOrDigits', min: 2 }),
  productionKind: z.enum(PRODUCTION_KINDS, { error: 'Elige el tipo de producción: grano o forraje.' }),
});
export type ProductTypeInput = z.infer<typeof productTypeInputSchema>;

/**
 * PUT /product-types/{id} (domain/record-edits.ts): the fields that change and the version read
 * (optional for API clients that predate it; the app sends it). A field left out keeps its value.
 */
export const productTypeUpdateSchema = productTypeInputSchema
  .partial()
  .extend({ version: recordVersionSchema.optional() });
export type ProductTypeUpdate = z.infer<typeof productTypeUpdateSchema>;

export const PRODUCT_TYPE_SORTS = ['name:asc', 'name:desc'] as const;
export const productTypeListQuerySchema = paginationQuerySchema.extend({
  q: search,
  productionKind: productionKindSchema.optional(),
  sort: z.enum(PRODUCT_TYPE_SORTS).default('name:asc'),
});
export type ProductTypeListQuery = z.infer<typeof productTypeListQuerySchema>;

export const productSchema = enabledProductSchema.extend({
  description: z.string().nullable(),
  enabled: z.boolean(),
  updatedAt: z.string(),
  /** What an edit sends back (PUT /products/{id}): a stale one is refused. */
  version: z.number().int(),
});
export type Product = z.infer<typeof productSchema>;

const PRODUCT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9 ._/-]*$/;
const MAX_BAG_PRICE = 1_000_000;

export const productInputSchema = z.object({
  code: z
    .string({ error: 'La clave es obligatoria.' })
    .trim()
    .toUpperCase()
    .min(2, 'La clave debe tener al menos 2 caracteres.')
    .max(30, 'La clave admite hasta 30 caracteres.')
    .regex(PRODUCT_CODE_PATTERN, 'La clave admite letras, números, espacios, guiones, puntos y diagonales.'),
  name: nameSchema('El nombre', 120, { needs: 'lettersOrDigits', min: 2 }),
  productTypeId: recordIdSchema('Elige un tipo de producto.'),
  seedsPerBag: numeric(
    z
      .number({ error: 'Escribe las semillas por bolsa.' })
      .int('Las semillas por bolsa deben ser un número entero.')
      .min(1, 'Las semillas por bolsa deben ser al menos 1.')
      .max(1_000_000, 'Las semillas por bolsa admiten hasta 1,000,000.'),
  ),
  // A missing price reads as 0, so it is refused as "must be greater than zero", not "not a number".
  basePrice: z.preprocess(
    (value) => value ?? '',
    positiveMoneySchema('El precio por bolsa').refine(
      (value) => value <= MAX_BAG_PRICE,
      'El precio por bolsa admite hasta $1,000,000.',
    ),
  ),
  recommendedDensity: z.preprocess(
    (value) => readNumber(blankAsMissing(value)),
    z
      .number({ error: 'La densidad debe ser un número.' })
      .int('La densidad debe ser un número entero de semillas por hectárea.')
      .min(1_000, 'La densidad mínima es de 1,000 semillas por hectárea.')
      .max(500_000, 'La densidad máxima es de 500,000 semillas por hectárea.')
      .optional(),
  ),
  description: z.string().trim().max(2000, 'La descripción admite hasta 2000 caracteres.').optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * PUT /products/{id} (domain/record-edits.ts): the fields that change and the version read
 * (optional for API clients that predate it; the app sends it). A field left out keeps its value;
 * null clears the density or the description.
 */
export const productUpdateSchema = productInputSchema.partial().extend({
  recommendedDensity: z.union([z.null(), productInputSchema.shape.recommendedDensity]),
  description: productInputSchema.shape.description.nullable(),
  version: recordVersionSchema.optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productEnabledInputSchema = z.object({
  enabled: z.boolean({ error: 'Indica si el producto queda habilitado.' }),
});

export const PRODUCT_SORTS = [
  'name:asc',
  'name:desc',
  'code:asc',
  'code:desc',
  'price:asc',
  'price:desc',
  'type:asc',
  'type:desc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productListQuerySchema = paginationQuerySchema.extend({
  q: search,
  productTypeId: recordIdSchema('El tipo de producto no es válido.').optional(),
  enabled: z.stringbool({ error: 'Debe ser true o false.' }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: 'Orden no válido.' }).default('name:asc'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

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
  .object({
    name: seasonFields.name.optional(),
    startDate: seasonFields.startDate.optional(),
    endDate: seasonFields.endDate.optional(),
    isOpen: flag.optional(),
    isVoucherOpen: flag.optional(),
    version: recordVersionSchema.optional(),
  })
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

/** A product runs low when what is left is 10% of its allocation or less (issue 5, STOCK_LOW). */
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

export function isStockLow(available: number, allocated: number): boolean {
  return allocated > 0 && available * 10 <= allocated;
}
