// A list page's view bound to the address: read from the URL query, and every change (filters,
// page, size, sort) written back to it, so reload and back keep what the user was looking at; a
// record's back link returns to it too (list-return.ts).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useRememberListSearch } from './list-return.ts';
import {
  hasListFilters,
  listRequestOf,
  readListView,
  withListFilters,
  writeListView,
  type ListFilters,
  type ListView,
  type ListViewSpec,
} from './list-view.ts';
import type { PageSize } from './ui/ui-strings.ts';

export interface ListViewControls<F extends ListFilters, S extends string> {
  view: ListView<F, S>;
  /** What to ask the API for; keeps its identity while the address is unchanged. */
  request: ReturnType<typeof listRequestOf<F, S>>;
  isFiltered: boolean;
  /** Shows `view`; `replace` puts it in place of the current entry of the history (no new Back step). */
  show: (view: ListView<F, S>, options?: { replace?: boolean }) => void;
  setFilters: (filters: F) => void;
  clearFilters: () => void;
  setPage: (page: number) => void;
  setSize: (size: PageSize) => void;
  setSort: (sort: S) => void;
  /** Shows the grid without these columns (the "Columnas" picker). */
  setHidden: (hidden: readonly string[]) => void;
}

export function useListView<F extends ListFilters, S extends string>(
  spec: ListViewSpec<F, S>,
): ListViewControls<F, S> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  useRememberListSearch(useLocation().pathname, search);
  const view = useMemo(() => readListView(spec, new URLSearchParams(search)), [spec, search]);
  const request = useMemo(() => listRequestOf(view), [view]);
  const show = useCallback(
    (next: ListView<F, S>, options?: { replace?: boolean }) => {
      const query = writeListView(spec, next).toString();
      void navigate({ search: query ? `?${query}` : '' }, { replace: options?.replace ?? false });
    },
    [navigate, spec],
  );
  return {
    view,
    request,
    isFiltered: hasListFilters(view),
    show,
    setFilters: (filters) => show(withListFilters(view, filters)),
    clearFilters: () => show(withListFilters(view, {} as F)),
    setPage: (page) => show({ ...view, page }),
    setSize: (size) => show({ ...view, size, page: 1 }),
    // A new order starts again at the first page.
    setSort: (sort) => show({ ...view, sort, page: 1 }),
    setHidden: (hidden) => show({ ...view, hidden }),
  };
}
