// Server state of the app: one TanStack Query client. A visited list or record paints from its
// cache at once and is revalidated in the background at every visit (answers are never taken as
// fresh: another user may have changed them); a refused request (4xx) is never retried, a lost
// connection or a server error twice; the session's end (docs/requirements.md §8, handled by the
// API client) empties the cache, so nothing of one user is shown to the next.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { isNetworkError } from './offline/connection.ts';
import { appStore, onSignOut, sessionOwnerOf, userDetailsAtom } from './session.ts';

/** How long an answer no page shows stays cached for the next visit. */
const KEPT_FOR_MS = 10 * 60_000;
const RETRIES = 2;

/**
 * A refusal (4xx: not found, forbidden, the session ended) is an answer, not a hiccup; so is no
 * answer at all while the browser knows it has no signal (the page says so at once).
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (isApiError(error) && error.statusCode < 500) return false;
  if (isNetworkError(error) && typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return failures < RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      gcTime: KEPT_FOR_MS,
      retry: shouldRetry,
      // Inside Teams the tab gains and loses focus all the time; freshness comes from navigation.
      refetchOnWindowFocus: false,
      // Without signal a query still runs: the API client answers it from the phone,
      // where TanStack Query's default would pause it and leave the page spinning.
      networkMode: 'always',
    },
    mutations: { retry: false, networkMode: 'always' },
  },
});

onSignOut(() => queryClient.clear());

// Another account signed in on this device (a Teams tab's silent sign-in, say) starts empty too.
const ownerOf = () => sessionOwnerOf(appStore.get(userDetailsAtom));
let owner = ownerOf();
appStore.sub(userDetailsAtom, () => {
  const next = ownerOf();
  if (next !== owner && owner !== null) queryClient.clear();
  owner = next;
});
