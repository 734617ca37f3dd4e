// One page of a users list for the current view, through the query cache (issue 14): the rows of an
// earlier view stay out of sight until the answer for this view arrives; a visited view paints from
// the cache at once.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { EMPTY_PAGE_META, type Page, type PageMeta } from '../../../domain/pagination.ts';
import { queryState } from '../../lib/query-state.ts';

export type PageLoad<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: Page<T> };

function metaOf({ page, size, totalPages, totalRecords }: PageMeta): PageMeta {
  return { page, size, totalPages, totalRecords };
}

const sameMeta = (a: PageMeta, b: PageMeta) =>
  a.page === b.page &&
  a.size === b.size &&
  a.totalPages === b.totalPages &&
  a.totalRecords === b.totalRecords;

export function usePageLoad<T, K extends QueryKey>(
  query: UseQueryOptions<Page<T>, Error, Page<T>, K>,
): {
  load: PageLoad<T>;
  /** The pagination of the last page that arrived, so the bar does not jump while the next one loads. */
  meta: PageMeta;
  reload: () => void;
} {
  const state = queryState(useQuery(query));
  const [lastMeta, setLastMeta] = useState<PageMeta>(EMPTY_PAGE_META);
  const meta = state.status === 'ready' ? metaOf(state.data) : lastMeta;
  // Remembered during render (React's pattern for a value of the previous render), not in an effect.
  if (!sameMeta(meta, lastMeta)) setLastMeta(meta);
  const load: PageLoad<T> =
    state.status === 'ready'
      ? { status: 'ready', page: state.data }
      : state.status === 'failed'
        ? { status: 'failed', message: state.message }
        : { status: 'loading' };
  return { load, meta, reload: state.retry };
}
