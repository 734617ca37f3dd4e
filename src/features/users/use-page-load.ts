// Loads one page of a users list for the current view and reports loading / failure. The rows of an
// earlier view stay out of sight until the answer for this view arrives; a late answer is dropped.
import { useCallback, useEffect, useState } from 'react';
import { EMPTY_PAGE_META, type Page, type PageMeta } from '../../../domain/pagination.ts';
import { errorMessage } from '../../lib/api-client.ts';

export type PageLoad<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; page: Page<T> };

interface Outcome<T> {
  fetchPage: () => Promise<Page<T>>;
  attempt: number;
  result: { page: Page<T> } | { message: string };
}

/** `fetchPage` must keep its identity while the view is unchanged (useCallback over the request). */
export function usePageLoad<T>(fetchPage: () => Promise<Page<T>>): {
  load: PageLoad<T>;
  /** The pagination of the last page that arrived, so the bar does not jump while the next one loads. */
  meta: PageMeta;
  reload: () => void;
} {
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    fetchPage().then(
      (page) => isCurrent && setOutcome({ fetchPage, attempt, result: { page } }),
      (error: unknown) =>
        isCurrent && setOutcome({ fetchPage, attempt, result: { message: errorMessage(error) } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [fetchPage, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const lastPage = outcome !== null && 'page' in outcome.result ? outcome.result.page : null;
  const meta: PageMeta = lastPage
    ? {
        page: lastPage.page,
        size: lastPage.size,
        totalPages: lastPage.totalPages,
        totalRecords: lastPage.totalRecords,
      }
    : EMPTY_PAGE_META;
  if (outcome === null || outcome.fetchPage !== fetchPage || outcome.attempt !== attempt)
    return { load: { status: 'loading' }, meta, reload };
  const { result } = outcome;
  return {
    load: 'page' in result ? { status: 'ready', page: result.page } : { status: 'failed', ...result },
    meta,
    reload,
  };
}
