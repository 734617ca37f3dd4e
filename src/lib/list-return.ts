// The way back to a list as the user left it: every list page that keeps its view in the address
// records its query here, and a record's back link or cancel returns to the list with it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionScopedAtom } from './session.ts';

/** The last query of each list, by path (set by useRememberListSearch); forgotten at sign-out. */
export const lastListSearchAtom = sessionScopedAtom<Record<string, string>>(() => ({}));

/** A list page records the query it shows (its filters, page, size and sort), by path. */
export function useRememberListSearch(pathname: string, search: string) {
  const setLast = useSetAtom(lastListSearchAtom);
  useEffect(() => setLast((last) => ({ ...last, [pathname]: search })), [pathname, search, setLast]);
}

/** Resolves a list path to that list with its last query; an address with a query is kept. */
export function useListReturn(): (path: string) => string {
  const last = useAtomValue(lastListSearchAtom);
  return (path) => (path.includes('?') || !last[path] ? path : `${path}?${last[path]}`);
}
