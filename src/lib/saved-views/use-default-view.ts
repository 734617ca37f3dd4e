// A list opened without a view of its own in the address (no filters, sort, page or columns) shows
// the person's default view as soon as their views are known (issue 16). Only on opening: clearing
// the filters afterwards shows the whole list, not the default again.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SavedView } from '../../../domain/saved-views.ts';

export function useDefaultView(
  views: SavedView[],
  isLoaded: boolean,
  apply: (view: SavedView) => void,
): void {
  const { search } = useLocation();
  const openedBare = useRef(search === '');
  const isSettled = useRef(false);
  useEffect(() => {
    if (isSettled.current || !isLoaded) return;
    isSettled.current = true;
    // The person may already have chosen filters while the views were loading.
    if (!openedBare.current || search !== '') return;
    const preferred = views.find((view) => view.isDefault);
    if (preferred) apply(preferred);
  }, [views, isLoaded, search, apply]);
}
