// What a paged list shows under its filters, whatever the list: skeleton rows while loading, the
// error with a retry, the empty state (with a way out of the filters), the rows, and the pagination;
// cached rows whose revalidation failed stay, under a quiet notice.
import type { ReactNode } from 'react';
import type { Page } from '../../../domain/pagination.ts';
import type { ListFilters } from '../list-view.ts';
import type { QueryState } from '../query-state.ts';
import type { ListViewControls } from '../use-list-view.ts';
import { ListPagination } from './list-pagination.tsx';
import { ListEmpty, ListError, ListSkeleton, RefreshFailed } from './list-states.tsx';

interface PagedListTexts {
  loading: string;
  loadFailed: string;
  /** Nothing matches the filters. */
  empty: string;
  /** Nothing at all yet. */
  nothingYet: string;
}

export interface PagedListBodyProps<T, F extends ListFilters, S extends string> {
  load: QueryState<Page<T>>;
  texts: PagedListTexts;
  /** The list's view in the address (src/lib/use-list-view.ts). */
  list: ListViewControls<F, S>;
  children: (rows: T[]) => ReactNode;
}

export function PagedListBody<T, F extends ListFilters, S extends string>({
  load,
  texts,
  list,
  children,
}: PagedListBodyProps<T, F, S>) {
  const { isFiltered } = list;
  if (load.status === 'loading') return <ListSkeleton label={texts.loading} />;
  if (load.status === 'failed')
    return <ListError title={texts.loadFailed} message={load.message} onRetry={load.retry} />;
  return (
    <>
      <RefreshFailed message={load.refreshFailed} onRetry={load.retry} />
      {load.data.data.length === 0 ? (
        <ListEmpty
          message={isFiltered ? texts.empty : texts.nothingYet}
          canClearFilters={isFiltered}
          onClearFilters={list.clearFilters}
        />
      ) : (
        children(load.data.data)
      )}
      <ListPagination
        meta={load.data}
        rowCount={load.data.data.length}
        page={list.view.page}
        size={list.view.size}
        onPageChange={list.setPage}
        onSizeChange={list.setSize}
      />
    </>
  );
}
