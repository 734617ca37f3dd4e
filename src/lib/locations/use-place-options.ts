// The options of one picker level: nothing to load until the level above is chosen, then loading,
// ready or failed (with a retry), through the level's query of `locationQueries`.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { queryState } from '../query-state.ts';

export interface Place {
  id: number;
  name: string;
}

export type PlaceOptions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; places: Place[] };

/** `parentId` null: the level above is not chosen. */
export function usePlaceOptions<T extends Place, K extends QueryKey>(
  query: (parentId: number) => UseQueryOptions<T[], Error, T[], K>,
  parentId: number | null,
): PlaceOptions & { retry: () => void } {
  const loaded = queryState(useQuery({ ...query(parentId ?? 0), enabled: parentId !== null }));
  if (parentId === null) return { status: 'idle', retry: loaded.retry };
  if (loaded.status === 'ready') return { status: 'ready', places: loaded.data, retry: loaded.retry };
  if (loaded.status === 'failed') return { status: 'failed', message: loaded.message, retry: loaded.retry };
  return loaded;
}
