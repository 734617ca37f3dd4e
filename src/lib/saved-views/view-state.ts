// Between a list's view in the address (src/lib/list-view.ts) and a saved view's state: what a view
// keeps (filters, sort, hidden columns; not the page or its size), applying one, and whether the
// list still shows a view exactly.
import type { ViewState } from '../../../domain/saved-views-schemas.ts';
import { cleanListFilters, type ListFilters, type ListView } from '../list-view.ts';

export function stateOfView<F extends ListFilters, S extends string>(view: ListView<F, S>): ViewState {
  return {
    filters: cleanListFilters(view.filters) as ViewState['filters'],
    sort: view.sort,
    hiddenColumns: [...(view.hidden ?? [])],
  };
}

/** The list showing a saved view: its filters, sort and columns, from the first page, at the current size. */
export function viewOfState<F extends ListFilters, S extends string>(
  state: ViewState,
  current: ListView<F, S>,
): ListView<F, S> {
  return {
    filters: state.filters as F,
    sort: state.sort as S,
    hidden: state.hiddenColumns,
    page: 1,
    size: current.size,
  };
}

function normalized(state: ViewState): string {
  const filters = Object.entries(cleanListFilters(state.filters)).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([filters, state.sort, [...state.hiddenColumns].sort()]);
}

export function isSameState(a: ViewState, b: ViewState): boolean {
  return normalized(a) === normalized(b);
}
