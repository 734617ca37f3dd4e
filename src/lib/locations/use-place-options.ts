// The options of one picker level: nothing to load until the level above is chosen, then loading,
// ready or failed (with a retry).
import { useCallback } from 'react';
import { useLoadFor } from '../use-load-for.ts';

export interface Place {
  id: number;
  name: string;
}

export type PlaceOptions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; places: Place[] };

const NOTHING: Place[] = [];

/** `parentId` null: the level above is not chosen. `load` must keep its identity (define it outside render). */
export function usePlaceOptions(
  load: (parentId: number) => Promise<Place[]>,
  parentId: number | null,
): PlaceOptions & { retry: () => void } {
  const loadChosen = useCallback(
    (id: number | null) => (id === null ? Promise.resolve(NOTHING) : load(id)),
    [load],
  );
  const loaded = useLoadFor(loadChosen, parentId);
  if (parentId === null) return { status: 'idle', retry: loaded.retry };
  if (loaded.status === 'ready') return { status: 'ready', places: loaded.data, retry: loaded.retry };
  return loaded;
}
