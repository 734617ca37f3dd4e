// What a page shows for one query: loading until the answer for this very key is in
// (never the rows of the previous filters), the error with a retry when there is nothing to show,
// else the data, with `refreshFailed` when a background revalidation failed and the cached data
// stays on screen.
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './api-client.ts';
import { isNetworkError } from './offline/connection.ts';

/** A read with no signal and nothing kept on the phone for it. */
const NOT_KEPT_MESSAGE = 'Sin conexión. Esta información no está guardada en el teléfono.';

/** The Spanish message of a failed read. */
export function readErrorMessage(error: unknown): string {
  return isNetworkError(error) ? NOT_KEPT_MESSAGE : errorMessage(error);
}

export type QueryState<T> = (
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; message: string }
  | { status: 'ready'; data: T; refreshFailed: string | null }
) & {
  /** Asks again (the retry button of an error, or after a change made elsewhere). */
  retry: () => void;
};

export function queryState<T>(query: UseQueryResult<T>): QueryState<T> {
  const retry = () => void query.refetch();
  if (query.data !== undefined) {
    const refreshFailed = query.isError && !query.isFetching ? readErrorMessage(query.error) : null;
    return { status: 'ready', data: query.data, refreshFailed, retry };
  }
  if (query.isError)
    return { status: 'failed', error: query.error, message: readErrorMessage(query.error), retry };
  return { status: 'loading', retry };
}
