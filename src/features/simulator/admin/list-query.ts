// The admin simulator's view in the URL (customer, and page, size and sort of its saved runs), so a
// link such as /dashboard/simulator?clientId=12 opens a customer's scenarios and reload keeps them.
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../../domain/pagination.ts';
import {
  DEFAULT_SIMULATION_SORT,
  SIMULATION_SORTS,
  type SimulationSort,
} from '../../../../domain/simulator-schemas.ts';
import { PAGE_SIZES, type PageSize } from '../../../lib/ui/ui-strings.ts';

export interface AdminView {
  clientId: number | null;
  page: number;
  size: PageSize;
  sort: SimulationSort;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

export function readAdminView(params: URLSearchParams): AdminView {
  return {
    clientId: positiveInt(params.get('clientId')),
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    size: PAGE_SIZES.find((size) => String(size) === params.get('size')?.trim()) ?? DEFAULT_PAGE_SIZE,
    sort: SIMULATION_SORTS.find((sort) => sort === params.get('sort')?.trim()) ?? DEFAULT_SIMULATION_SORT,
  };
}

/** The query of a view, defaults left out. */
export function adminViewQuery(view: AdminView): URLSearchParams {
  const query = new URLSearchParams();
  if (view.clientId !== null) query.set('clientId', String(view.clientId));
  if (view.page !== DEFAULT_PAGE) query.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) query.set('size', String(view.size));
  if (view.sort !== DEFAULT_SIMULATION_SORT) query.set('sort', view.sort);
  return query;
}
