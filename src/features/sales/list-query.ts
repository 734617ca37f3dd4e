// The list's view (filters, page, size, sort) lives in the URL query, so reload and back keep it.
// Reading the URL is forgiving (a bad value falls back to its default); writing it drops empty
// values, trims strings (docs/requirements.md §5) and leaves defaults out to keep addresses short.
import { cleanFilters } from '../../../domain/filters.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../domain/pagination.ts';
import { PAGE_SIZES, type PageSize } from '../../lib/ui/ui-strings.ts';
import { SALE_SORTS, saleStatusSchema, voucherStatusSchema } from '../../../domain/sales.ts';
import type { SaleListTab } from './atoms.ts';

export type SaleSort = (typeof SALE_SORTS)[number];
export const DEFAULT_SORT: SaleSort = 'date:desc';

export interface ListFilters {
  q?: string;
  seasonId?: number;
  clientId?: number;
  consultantId?: number;
  status?: string;
  from?: string;
  to?: string;
}

export interface ListView {
  filters: ListFilters;
  page: number;
  size: PageSize;
  sort: SaleSort;
}

export type ListRequest = ListFilters & { page: number; size: PageSize; sort: SaleSort };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH_LENGTH = 100;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, MAX_SEARCH_LENGTH);
  return trimmed ? trimmed : undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function isoDate(value: string | null): string | undefined {
  const trimmed = value?.trim() ?? '';
  if (!ISO_DATE.test(trimmed)) return undefined;
  return Number.isNaN(new Date(`${trimmed}T00:00:00`).getTime()) ? undefined : trimmed;
}

function statusFor(tab: SaleListTab, value: string | null): string | undefined {
  const schema = tab === 'sale' ? saleStatusSchema : voucherStatusSchema;
  const parsed = schema.safeParse(value?.trim());
  return parsed.success ? parsed.data : undefined;
}

function pageSize(value: string | null): PageSize {
  return PAGE_SIZES.find((size) => String(size) === value?.trim()) ?? DEFAULT_PAGE_SIZE;
}

function sort(value: string | null): SaleSort {
  return SALE_SORTS.find((option) => option === value?.trim()) ?? DEFAULT_SORT;
}

/** Only the filters that carry a value, strings trimmed (docs/requirements.md §5). */
export function cleanListFilters(filters: ListFilters): ListFilters {
  const clean = cleanFilters({ ...filters });
  const result: ListFilters = {};
  if (typeof clean.q === 'string') result.q = clean.q;
  if (typeof clean.seasonId === 'number') result.seasonId = clean.seasonId;
  if (typeof clean.clientId === 'number') result.clientId = clean.clientId;
  if (typeof clean.consultantId === 'number') result.consultantId = clean.consultantId;
  if (typeof clean.status === 'string') result.status = clean.status;
  if (typeof clean.from === 'string') result.from = clean.from;
  if (typeof clean.to === 'string') result.to = clean.to;
  return result;
}

export function readListView(params: URLSearchParams, tab: SaleListTab): ListView {
  return {
    filters: cleanListFilters({
      q: text(params.get('q')),
      seasonId: positiveInt(params.get('seasonId')),
      clientId: positiveInt(params.get('clientId')),
      consultantId: positiveInt(params.get('consultantId')),
      status: statusFor(tab, params.get('status')),
      from: isoDate(params.get('from')),
      to: isoDate(params.get('to')),
    }),
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    size: pageSize(params.get('size')),
    sort: sort(params.get('sort')),
  };
}

export function writeListView(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanListFilters(view.filters))) params.set(key, String(value));
  if (view.page !== DEFAULT_PAGE) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  if (view.sort !== DEFAULT_SORT) params.set('sort', view.sort);
  return params;
}

export function listRequest(view: ListView): ListRequest {
  return { ...cleanListFilters(view.filters), page: view.page, size: view.size, sort: view.sort };
}

/** New filters start again at page 1: the old page number may not exist any more. */
export function withFilters(view: ListView, filters: ListFilters): ListView {
  return { ...view, filters: cleanListFilters(filters), page: DEFAULT_PAGE };
}

/** The other tab keeps the shared filters; statuses differ between sales and Dkbonos, so that one goes. */
export function viewForOtherTab(view: ListView): ListView {
  const { status: _status, ...shared } = view.filters;
  return { ...view, filters: shared, page: DEFAULT_PAGE };
}

export function hasFilters(view: ListView): boolean {
  return Object.keys(cleanListFilters(view.filters)).length > 0;
}
