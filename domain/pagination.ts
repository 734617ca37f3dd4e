// Pagination of every list (docs/requirements.md §3, §9): page 1, size 10 by default. size=all
// (docs/requirements.md §7: the season and customer lookups) fetches everything up to MAX_ALL_ROWS,
// on the lists of things a company has a bounded number of; the lists that grow every day (sales,
// DKbonos, simulations, notifications) are read in pages only (bounded work per request). No zod
// here: every list on the first screen reads these; the schemas are in pagination-schemas.ts.

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
