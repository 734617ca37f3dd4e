// Query keys of the places every staff form offers. Zones change only on the zones page,
// which invalidates `locationKeys.all` after every change.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../query-client.ts';
import { listLocalities } from './list-localities.ts';
import { listMunicipalities } from './list-municipalities.ts';
import { listStates } from './list-states.ts';
import { listZones } from './list-zones.ts';

type PlaceLevel = 'states' | 'municipalities' | 'localities';

export const locationKeys = {
  all: ['locations'] as const,
  zones: () => [...locationKeys.all, 'zones'] as const,
  /** One level of a location picker under its parent (the country for states). */
  places: (level: PlaceLevel, parentId: number) => [...locationKeys.all, 'places', level, parentId] as const,
  zoneSummaries: () => [...locationKeys.all, 'zone-summaries'] as const,
  stateZones: () => [...locationKeys.all, 'state-zones'] as const,
  localities: (municipalityId: number) => [...locationKeys.all, 'localities', municipalityId] as const,
};

/** After a zone, a state's zone or a locality changed: every place list is asked again. */
export function locationsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: locationKeys.all });
}

// States and municipalities barely change, and every form with a location picker asks for them:
// they are asked once and kept for the page load (a failed answer is not kept, so the next try
// asks again); `locationsChanged` after a zone change asks again. Localities are asked at every
// visit: an admin may have just added one.
const KEPT = { staleTime: Infinity, gcTime: Infinity } as const;

export const locationQueries = {
  zones: () => queryOptions({ queryKey: locationKeys.zones(), queryFn: listZones }),
  /** The states with their zones: the state pickers and filters. */
  states: () => queryOptions({ queryKey: locationKeys.places('states', 0), queryFn: listStates, ...KEPT }),
  municipalities: (stateId: number) =>
    queryOptions({
      queryKey: locationKeys.places('municipalities', stateId),
      queryFn: () => listMunicipalities(stateId),
      ...KEPT,
    }),
  localities: (municipalityId: number) =>
    queryOptions({
      queryKey: locationKeys.places('localities', municipalityId),
      queryFn: () => listLocalities(municipalityId),
    }),
};
