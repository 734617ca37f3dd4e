// The farmer's saved runs, newest first, five at a time ("Ver más" adds the next page). Offline,
// the service worker's copy of the first page is shown and said to be a copy.
import { useCallback, useEffect, useState } from 'react';
import type { SimulationSummary } from '../../../../domain/simulator-schemas.ts';
import { listSavedRuns } from './api.ts';
import { failureMessage } from './http.ts';

export interface SavedRuns {
  items: SimulationSummary[];
  status: 'loading' | 'ready' | 'failed';
  error: string | null;
  cachedAt: string | null;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

export function useSavedRuns(onFailure?: (error: unknown) => void): SavedRuns {
  const [items, setItems] = useState<SimulationSummary[]>([]);
  const [status, setStatus] = useState<SavedRuns['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [cachedAt, setCachedAt] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [totalPages, setTotalPages] = useState(0);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    listSavedRuns(1)
      .then(({ data, cachedAt: cached }) => {
        if (!isCurrent) return;
        setItems(data.data);
        setPage(1);
        setTotalPages(data.totalPages);
        setCachedAt(cached);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (!isCurrent) return;
        setError(failureMessage(failure));
        setStatus('failed');
        onFailure?.(failure);
      });
    return () => {
      isCurrent = false;
    };
  }, [generation, onFailure]);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    listSavedRuns(page + 1)
      .then(({ data }) => {
        setItems((current) => [...current, ...data.data.filter((r) => !current.some((c) => c.id === r.id))]);
        setPage(data.page);
        setTotalPages(data.totalPages);
      })
      .catch((failure: unknown) => setError(failureMessage(failure)))
      .finally(() => setLoadingMore(false));
  }, [page]);

  const reload = useCallback(() => {
    setStatus((current) => (current === 'failed' ? 'loading' : current));
    setGeneration((g) => g + 1);
  }, []);

  return { items, status, error, cachedAt, hasMore: page < totalPages, isLoadingMore, loadMore, reload };
}
