// The URL views of the season list and of the inventory sheet (src/lib/list-view.ts).
import { SEASON_SORTS, type SeasonSort } from '../../../domain/seasons.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';

export interface SeasonFilters {
  [key: string]: string | number | boolean | undefined;
  q?: string;
  isOpen?: boolean;
  isVoucherOpen?: boolean;
}

export const seasonListSpec: ListViewSpec<SeasonFilters, SeasonSort> = {
  sorts: SEASON_SORTS,
  defaultSort: 'startDate:desc',
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    isOpen: queryValue.boolean(params.get('isOpen')),
    isVoucherOpen: queryValue.boolean(params.get('isVoucherOpen')),
  }),
};

export const INVENTORY_SORTS = ['code:asc', 'name:asc', 'available:asc', 'allocated:desc'] as const;
export type InventorySort = (typeof INVENTORY_SORTS)[number];

export interface InventoryFilters {
  [key: string]: string | number | boolean | undefined;
  seasonId?: number;
  q?: string;
  low?: boolean;
}

export const inventorySpec: ListViewSpec<InventoryFilters, InventorySort> = {
  sorts: INVENTORY_SORTS,
  defaultSort: 'code:asc',
  readFilters: (params) => ({
    seasonId: queryValue.positiveInt(params.get('seasonId')),
    q: queryValue.text(params.get('q')),
    low: queryValue.boolean(params.get('low')) === true ? true : undefined,
  }),
};
