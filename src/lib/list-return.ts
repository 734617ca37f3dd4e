// The way back to a list as the user left it: every list page that keeps its view in the address
// records its query here, and a record's back link or cancel returns to the list with it.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionScopedAtom } from './session.ts';

/** The last query of each list, by path (set by useRememberListSearch); forgotten at sign-out. */
export const lastListSearchAtom = sessionScopedAtom<Record<string, string>>(() => ({}));

/** The key of a list: its path without trailing slashes (the router shows '/x/' as '/x'). */
function listKey(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** A list page records the query it shows (its filters, page, size and sort), by path. */
export function useRememberListSearch(pathname: string, search: string) {
  const setLast = useSetAtom(lastListSearchAtom);
  const key = listKey(pathname);
  useEffect(() => setLast((last) => ({ ...last, [key]: search })), [key, search, setLast]);
}

/** Resolves a list path to that list with its last query; an address with a query is kept. */
export function useListReturn(): (path: string) => string {
  const last = useAtomValue(lastListSearchAtom);
  return (path) => {
    const query = last[listKey(path)];
    return path.includes('?') || !query ? path : `${path}?${query}`;
  };
}
