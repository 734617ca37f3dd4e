// Query keys of one's saved views, per list; every change asks for the list's views again.
import { queryOptions } from '@tanstack/react-query';
import type { SavedViewList } from '../../../domain/saved-views.ts';
import { queryClient } from '../query-client.ts';
import { listSavedViews } from './api.ts';

const savedViewKeys = {
  all: ['saved-views'] as const,
  list: (list: SavedViewList) => [...savedViewKeys.all, list] as const,
};

export const savedViewQueries = {
  list: (list: SavedViewList) =>
    queryOptions({ queryKey: savedViewKeys.list(list), queryFn: () => listSavedViews(list) }),
};

export function savedViewsChanged(list: SavedViewList): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedViewKeys.list(list) });
}
