// The seasons' server state: every query key of the feature is built here. A season's
// save invalidates `seasonKeys.all`; a sale, a DKbono or an allocation invalidates the season's
// inventory (`seasonKeys.inventory`) and its dashboard, kept under the same root for that reason.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { getSeason } from './api/get-season.ts';
import { getSeasonDashboard } from './api/get-season-dashboard.ts';
import { getSeasonInventory } from './api/get-season-inventory.ts';
import { listAllSeasons, listSeasons, type SeasonListRequest } from './api/list-seasons.ts';

export const seasonKeys = {
  all: queryRoots.seasons,
  list: (request: SeasonListRequest) => [...seasonKeys.all, 'list', request] as const,
  every: () => [...seasonKeys.all, 'every'] as const,
  detail: (id: number) => [...seasonKeys.all, 'detail', id] as const,
  inventories: () => queryRoots.seasonInventories,
  inventory: (id: number) => [...seasonKeys.inventories(), id] as const,
  dashboard: (id: number) => [...seasonKeys.inventories(), 'dashboard', id] as const,
};

export const seasonQueries = {
  list: (request: SeasonListRequest) =>
    queryOptions({ queryKey: seasonKeys.list(request), queryFn: () => listSeasons(request) }),
  every: () => queryOptions({ queryKey: seasonKeys.every(), queryFn: listAllSeasons }),
  detail: (id: number) => queryOptions({ queryKey: seasonKeys.detail(id), queryFn: () => getSeason(id) }),
  inventory: (id: number) =>
    queryOptions({ queryKey: seasonKeys.inventory(id), queryFn: () => getSeasonInventory(id) }),
  dashboard: (id: number) =>
    queryOptions({ queryKey: seasonKeys.dashboard(id), queryFn: () => getSeasonDashboard(id) }),
};

/** After a season is created or changed: its lists, pickers and page. */
export function seasonsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: seasonKeys.all });
}

/** After sales, DKbonos or allocations moved the figures of the seasons' inventories. */
export function inventoriesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: seasonKeys.inventories() });
}
