// The page query and the page answer as zod schemas (the constants and types are in pagination.ts).
import { z } from './zod.ts';
import { readWholeNumber } from './number-text.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination.ts';

const PAGE_MESSAGE = 'La página debe ser un número entero de 1 en adelante, escrito solo con dígitos.';
// Decimal digits only (readWholeNumber): "1e3", "2.0", "+2" or "0x2" is no page number.
const pageNumber = z
  .preprocess(
    readWholeNumber,
    z
      .number({ error: PAGE_MESSAGE })
      .int(PAGE_MESSAGE)
      .min(1, 'La página debe ser 1 o mayor.')
      .max(Number.MAX_SAFE_INTEGER, PAGE_MESSAGE),
  )
  .default(DEFAULT_PAGE);
const SIZE_MESSAGE = `El tamaño de página debe ser un número de 1 a ${MAX_PAGE_SIZE}.`;
const pageSize = z.preprocess(
  readWholeNumber,
  z
    .number({ error: SIZE_MESSAGE })
    .int(SIZE_MESSAGE)
    .min(1, 'El tamaño debe ser 1 o mayor.')
    .max(MAX_PAGE_SIZE, `El tamaño máximo es ${MAX_PAGE_SIZE}.`),
);

/** A list read in pages only: size is 1–200. */
export const pagedQuerySchema = z.object({ page: pageNumber, size: pageSize.default(DEFAULT_PAGE_SIZE) });

/** A list that may also be read whole (size=all), for lookups. */
export const paginationQuerySchema = z.object({
  page: pageNumber,
  size: z.union([z.literal('all'), pageSize]).default(DEFAULT_PAGE_SIZE),
});
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
    countKind: z.enum(['exact', 'atLeast']),
  });
}

export type PaginationQuery = z.infer<typeof paginationQuerySchema>;
