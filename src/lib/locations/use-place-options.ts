// The options of one picker level: nothing to load until the level above is chosen, then loading,
// ready or failed (with a retry), through the query cache (issue 14) under `locationKeys.places`.
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../query-state.ts';
import { locationKeys, type PlaceLevel } from './queries.ts';

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
export function usePlaceOptions(
  level: PlaceLevel,
  load: (parentId: number) => Promise<Place[]>,
  parentId: number | null,
): PlaceOptions & { retry: () => void } {
  const loaded = queryState(
    useQuery({
      queryKey: locationKeys.places(level, parentId ?? 0),
      queryFn: () => load(parentId ?? 0),
      enabled: parentId !== null,
    }),
  );
  if (parentId === null) return { status: 'idle', retry: loaded.retry };
  if (loaded.status === 'ready') return { status: 'ready', places: loaded.data, retry: loaded.retry };
  if (loaded.status === 'failed') return { status: 'failed', message: loaded.message, retry: loaded.retry };
  return loaded;
}
