// A list opened without a view of its own in the address (no filters, sort, page or columns) shows
// the person's default view. The list page calls this hook and asks for rows only once it
// answers true: at once when the address names a view, else when the person's views are known and
// the default (if any) is in the address. So the first rows asked for are the default view's, never
// the whole list first, and the default replaces the bare address in the history: Back leaves the
// list instead of landing on the bare list, which would show the default again. Only on opening:
// clearing the filters afterwards shows the whole list, not the default again.
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { SavedViewList } from '../../../domain/saved-views.ts';
import type { ListFilters } from '../list-view.ts';
import type { ListViewControls } from '../use-list-view.ts';
import { activeViewsAtom } from './active-view.ts';
import { savedViewQueries } from './queries.ts';
import { isSameState, stateOfView, viewOfState } from './view-state.ts';

/** Whether the list may ask for its rows: its view is settled (see above). */
export function useDefaultView<F extends ListFilters, S extends string>(
  list: SavedViewList,
  controls: ListViewControls<F, S>,
): boolean {
  const { search } = useLocation();
  const views = useQuery(savedViewQueries.list(list));
  const setActiveIds = useSetAtom(activeViewsAtom);
  // Whether this list (the sales page switches between two) opened bare and still waits for its
  // default; once the address names a view, it never waits again.
  const [opening, setOpening] = useState({ list, bare: search === '' });
  let bare = opening.list === list ? opening.bare : search === '';
  if (bare && search !== '') bare = false;
  if (opening.list !== list || opening.bare !== bare) setOpening({ list, bare });

  const { show, view } = controls;
  const preferred = views.data?.find((saved) => saved.isDefault);
  // Without their views (the request failed) the list opens as it is; a default that is the bare
  // list itself has nothing to apply.
  const isSettled =
    !bare ||
    views.isError ||
    (views.isSuccess && (!preferred || isSameState(preferred.state, stateOfView(view))));

  useEffect(() => {
    if (isSettled || !preferred) return;
    setActiveIds((ids) => ({ ...ids, [list]: preferred.id }));
    show(viewOfState(preferred.state, view), { replace: true });
  }, [isSettled, preferred, list, show, view, setActiveIds]);

  return isSettled;
}
