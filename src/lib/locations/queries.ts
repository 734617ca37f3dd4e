// Query keys of the places every staff form offers (issue 14). Zones change only on the zones page,
// which invalidates `locationKeys.all` after every change.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../query-client.ts';
import { cachedStates } from './location-cache.ts';
import { listZones } from './list-zones.ts';

export type PlaceLevel = 'states' | 'municipalities' | 'localities';

export const locationKeys = {
  all: ['locations'] as const,
  zones: () => [...locationKeys.all, 'zones'] as const,
  /** One level of a location picker under its parent (the country for states). */
  places: (level: PlaceLevel, parentId: number) => [...locationKeys.all, 'places', level, parentId] as const,
  zoneSummaries: () => [...locationKeys.all, 'zone-summaries'] as const,
  stateZones: () => [...locationKeys.all, 'state-zones'] as const,
  municipalities: (stateId: number) => [...locationKeys.all, 'municipalities', stateId] as const,
  localities: (municipalityId: number) => [...locationKeys.all, 'localities', municipalityId] as const,
};

/** After a zone, a state's zone or a locality changed: every place list is asked again. */
export function locationsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: locationKeys.all });
}

export const locationQueries = {
  zones: () => queryOptions({ queryKey: locationKeys.zones(), queryFn: listZones }),
  /** The states with their zones: the state pickers and filters. */
  states: () => queryOptions({ queryKey: locationKeys.places('states', 0), queryFn: cachedStates }),
};
