// The views of the sale and DKbono lists in the URL query (src/lib/list-view.ts): a search, the
// season, customer and consultant, the status of the tab's own kind, a date range, and the sorts.
// Switching tabs keeps the shared filters.
import { DEFAULT_PAGE } from '../../../domain/pagination.ts';
import { SALE_SORTS, SALE_STATUSES, VOUCHER_STATUSES } from '../../../domain/sales.ts';
import { hideableColumns } from '../../../domain/saved-views.ts';
import { queryValue, type ListView, type ListViewSpec } from '../../lib/list-view.ts';
import type { PageSize } from '../../lib/ui/ui-strings.ts';
import type { SaleListTab } from './paths.ts';

export type { SaleListTab };

export type SaleSort = (typeof SALE_SORTS)[number];
export const DEFAULT_SORT: SaleSort = 'date:desc';

export type ListFilters = {
  q?: string;
  seasonId?: number;
  clientId?: number;
  consultantId?: number;
  status?: string;
  from?: string;
  to?: string;
};

export type SaleListView = ListView<ListFilters, SaleSort>;
export type ListRequest = ListFilters & { page: number; size: PageSize; sort: SaleSort };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isoDate(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!ISO_DATE.test(trimmed)) return undefined;
  return Number.isNaN(new Date(`${trimmed}T00:00:00`).getTime()) ? undefined : trimmed;
}

function specFor(
  statuses: readonly string[],
  columns: readonly string[],
): ListViewSpec<ListFilters, SaleSort> {
  return {
    sorts: SALE_SORTS,
    hideableColumns: columns,
    defaultSort: DEFAULT_SORT,
    readFilters: (params) => ({
      q: queryValue.text(params.get('q')),
      seasonId: queryValue.positiveInt(params.get('seasonId')),
      clientId: queryValue.positiveInt(params.get('clientId')),
      consultantId: queryValue.positiveInt(params.get('consultantId')),
      status: queryValue.oneOf(statuses, params.get('status')),
      from: isoDate(params.get('from')),
      to: isoDate(params.get('to')),
    }),
  };
}

/** Each tab reads only the statuses of its own kind. */
export const LIST_VIEWS: Record<SaleListTab, ListViewSpec<ListFilters, SaleSort>> = {
  sale: specFor(SALE_STATUSES, hideableColumns('sales')),
  voucher: specFor(VOUCHER_STATUSES, hideableColumns('vouchers')),
};

/**
 * The other tab keeps the shared filters; statuses differ between sales and Dkbonos, so that one goes,
 * and so do the hidden columns (each list's columns are its own).
 */
export function viewForOtherTab(view: SaleListView): SaleListView {
  const { status: _status, ...shared } = view.filters;
  return { ...view, filters: shared, page: DEFAULT_PAGE, hidden: [] };
}
