// Server state of the app (issue 14): one TanStack Query client. A visited list or record paints
// from its cache at once and is fetched again in the background; a refused request (4xx) is never
// retried, a lost connection or a server error twice; the session's end (SPEC §8, handled by the
// API client) empties the cache, so nothing of one user is shown to the next.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { onSignOut } from './session.ts';

/** How long an answer counts as fresh: within it, coming back to a page asks nothing again. */
export const FRESH_FOR_MS = 30_000;
/** How long an answer no page shows stays cached for the next visit. */
export const KEPT_FOR_MS = 10 * 60_000;
const RETRIES = 2;

/** A refusal (4xx: not found, forbidden, the session ended) is an answer, not a hiccup. */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode < 500) return false;
  return failures < RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: FRESH_FOR_MS,
      gcTime: KEPT_FOR_MS,
      retry: shouldRetry,
      // Inside Teams the tab gains and loses focus all the time; freshness comes from navigation.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

onSignOut(() => queryClient.clear());
