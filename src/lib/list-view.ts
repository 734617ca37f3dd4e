// A list's view (filters, page, size, sort and the columns it hides) kept in the URL query, so
// reload and back keep it (docs/design.md §7); a saved view is applied by writing it here too.
// Reading is forgiving: a bad value falls back to its default. Writing drops empty filters, trims
// strings (docs/requirements.md §5) and leaves defaults out to keep addresses short.
import { cleanFilters, type FilterValue } from '../../domain/filters.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../domain/pagination.ts';
import { PAGE_SIZES, type PageSize } from './ui/ui-strings.ts';

export type ListFilters = Record<string, FilterValue>;

export interface ListView<F extends ListFilters, S extends string> {
  filters: F;
  page: number;
  size: PageSize;
  sort: S;
  /** The grid's columns the person hid (`hide=a,b`), for lists with a column picker. */
  hidden?: readonly string[];
}

export interface ListViewSpec<F extends ListFilters, S extends string> {
  sorts: readonly S[];
  defaultSort: S;
  /** The list's own filters from the query, each read with the readers below. */
  readFilters: (params: URLSearchParams) => F;
  /** The columns that may be hidden, in the grid's order; without it the list has no column picker. */
  hideableColumns?: readonly string[];
}

const MAX_SEARCH_LENGTH = 100;

/** Readers of one query value: undefined when absent or not valid. */
export const queryValue = {
  text(value: string | null): string | undefined {
    const trimmed = value?.trim().slice(0, MAX_SEARCH_LENGTH);
    return trimmed ? trimmed : undefined;
  },
  positiveInt(value: string | null): number | undefined {
    if (value === null || !/^\d+$/.test(value.trim())) return undefined;
    const number = Number(value);
    return Number.isSafeInteger(number) && number > 0 ? number : undefined;
  },
  boolean(value: string | null): boolean | undefined {
    if (value?.trim() === 'true') return true;
    if (value?.trim() === 'false') return false;
    return undefined;
  },
  oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
    return options.find((option) => option === value?.trim());
  },
};

/** The filters that carry a value, strings trimmed (docs/requirements.md §5). */
export function cleanListFilters<F extends ListFilters>(filters: F): F {
  return cleanFilters(filters) as F;
}

export function readListView<F extends ListFilters, S extends string>(
  spec: ListViewSpec<F, S>,
  params: URLSearchParams,
): ListView<F, S> {
  return {
    filters: cleanListFilters(spec.readFilters(params)),
    page: queryValue.positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    size: PAGE_SIZES.find((size) => String(size) === params.get('size')?.trim()) ?? DEFAULT_PAGE_SIZE,
    sort: queryValue.oneOf(spec.sorts, params.get('sort')) ?? spec.defaultSort,
    ...hiddenPart(spec, params.get('hide')),
  };
}

/** Known hideable columns only, each once, in the grid's order; nothing when none is hidden. */
function hiddenPart(spec: ListViewSpec<ListFilters, string>, value: string | null): { hidden?: string[] } {
  const named = new Set((value ?? '').split(',').map((name) => name.trim()));
  const hidden = (spec.hideableColumns ?? []).filter((column) => named.has(column));
  return hidden.length > 0 ? { hidden } : {};
}

export function writeListView<F extends ListFilters, S extends string>(
  spec: ListViewSpec<F, S>,
  view: ListView<F, S>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanListFilters(view.filters))) params.set(key, String(value));
  if (view.page !== DEFAULT_PAGE) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  if (view.sort !== spec.defaultSort) params.set('sort', view.sort);
  const hidden = (spec.hideableColumns ?? []).filter((column) => view.hidden?.includes(column));
  if (hidden.length > 0) params.set('hide', hidden.join(','));
  return params;
}

/** What the list asks the API for: the clean filters, page, size and sort. */
export function listRequestOf<F extends ListFilters, S extends string>(view: ListView<F, S>) {
  return { ...cleanListFilters(view.filters), page: view.page, size: view.size, sort: view.sort };
}

/** New filters start again at page 1: the old page number may not exist any more. */
export function withListFilters<F extends ListFilters, S extends string>(
  view: ListView<F, S>,
  filters: F,
): ListView<F, S> {
  return { ...view, filters: cleanListFilters(filters), page: DEFAULT_PAGE };
}

export function hasListFilters(view: ListView<ListFilters, string>): boolean {
  return Object.keys(cleanListFilters(view.filters)).length > 0;
}
