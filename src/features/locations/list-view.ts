// The locations lists are short (a handful of zones, 32 states, a municipality's localities), so
// they load whole and filter, sort and page in the browser; their view still lives in the URL
// query so reload and back keep it. Reading is forgiving: a bad value falls back to its default.
import { DEFAULT_PAGE, type Page } from '../../../domain/pagination.ts';
import { queryValue } from '../../lib/list-view.ts';
import { PAGE_SIZES, type PageSize } from '../../lib/ui/ui-strings.ts';

export function pageSizeOf(value: string | null, fallback: PageSize): PageSize {
  return PAGE_SIZES.find((size) => String(size) === value) ?? fallback;
}

/** The list's `column:direction` sort from the URL, or the default. */
export function sortOf<S extends string>(value: string | null, sorts: readonly S[], fallback: S): S {
  return queryValue.oneOf(sorts, value) ?? fallback;
}

/** The sort as the URL writes it; the default is left out to keep addresses short. */
export function sortParam<S extends string>(sort: S, fallback: S): S | undefined {
  return sort === fallback ? undefined : sort;
}

/** The column of a `column:direction` sort, and 1 or -1 to multiply a comparison by. */
export function sortParts(sort: string): { column: string; sign: 1 | -1 } {
  const [column = '', direction] = sort.split(':');
  return { column, sign: direction === 'desc' ? -1 : 1 };
}

export function compareText(a: string, b: string): number {
  return a.localeCompare(b, 'es', { sensitivity: 'base' });
}

/** One page of rows already filtered and sorted; a page past the end shows the last one. */
export function pageOf<T>(rows: T[], page: number, size: number): Page<T> {
  const totalPages = Math.ceil(rows.length / size);
  const current = Math.min(Math.max(page, DEFAULT_PAGE), Math.max(totalPages, DEFAULT_PAGE));
  return {
    data: rows.slice((current - 1) * size, current * size),
    page: current,
    size,
    totalPages,
    totalRecords: rows.length,
    countKind: 'exact',
  };
}

/** The query with `patch` applied: empty or undefined values are removed, the rest set. */
export function patchedSearch(
  current: URLSearchParams,
  patch: Record<string, string | number | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
