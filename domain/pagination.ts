// Pagination of every list (docs/requirements.md §3, §9): page 1, size 10 by default. size=all (docs/requirements.md §7: the
// season and customer lookups) fetches everything up to MAX_ALL_ROWS, on the lists of things a
// company has a bounded number of; the lists that grow every day (sales, DKbonos, simulations,
// notifications) are read in pages only (issue 13: bounded work per request).
import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
/** The most rows one size=all answer holds; past it the answer says so (totalPages > 1). */
export const MAX_ALL_ROWS = 10_000;
/**
 * The most rows a paged list counts (docs/decisions.md, "Capped list counts"): a count stops after
 * COUNT_CAP + 1 rows, and past the cap the answer says "at least COUNT_CAP" (countKind 'atLeast').
 */
export const COUNT_CAP = 10_000;

const pageNumber = z.coerce.number().int().min(1, 'La página debe ser 1 o mayor.').default(DEFAULT_PAGE);
const pageSize = z.coerce
  .number({ error: `El tamaño de página debe ser un número de 1 a ${MAX_PAGE_SIZE}.` })
  .int()
  .min(1, 'El tamaño debe ser 1 o mayor.')
  .max(MAX_PAGE_SIZE, `El tamaño máximo es ${MAX_PAGE_SIZE}.`);

/** A list read in pages only: size is 1–200. */
export const pagedQuerySchema = z.object({ page: pageNumber, size: pageSize.default(DEFAULT_PAGE_SIZE) });

/** A list that may also be read whole (size=all), for lookups. */
export const paginationQuerySchema = z.object({
  page: pageNumber,
  size: z.union([z.literal('all'), pageSize]).default(DEFAULT_PAGE_SIZE),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/**
 * 'exact': totalRecords is the number of rows. 'atLeast': the list holds more than COUNT_CAP rows
 * and was not counted further; totalRecords is COUNT_CAP and totalPages the pages known to exist
 * (at least the capped count's, this page, and the next one when there is one).
 */
export type CountKind = 'exact' | 'atLeast';

export interface PageMeta {
  page: number;
  size: number;
  totalPages: number;
  totalRecords: number;
  countKind: CountKind;
}
export interface Page<T> extends PageMeta {
  data: T[];
}

export const EMPTY_PAGE_META: PageMeta = {
  page: DEFAULT_PAGE,
  size: DEFAULT_PAGE_SIZE,
  totalPages: 0,
  totalRecords: 0,
  countKind: 'exact',
};

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
