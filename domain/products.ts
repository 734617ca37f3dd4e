// The management of product types and products: what a list asks, a form sends and the
// API answers.
import { z } from './zod.ts';
import { enabledProductSchema } from './catalog.ts';
import { positiveMoneySchema } from './money.ts';
import { numeric, readNumber, recordIdSchema } from './numbers.ts';
import { paginationQuerySchema } from './pagination-schemas.ts';
import { recordVersionSchema } from './record-edits.ts';
import { PRODUCTION_KINDS, productionKindSchema } from './simulator-params.ts';
import { nameSchema } from './text.ts';

const search = z.string().trim().max(100).optional();
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
  // A missing price reads as 0, so it is refused as "must be greater than zero", not "not a
  // number".
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
