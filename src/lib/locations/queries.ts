// Query keys of the places every staff form offers (issue 14). Zones change only on the zones page,
// which invalidates `locationKeys.all` after every change.
import { queryOptions } from '@tanstack/react-query';
import { listZones } from './list-zones.ts';

export const locationKeys = {
  all: ['locations'] as const,
  zones: () => [...locationKeys.all, 'zones'] as const,
};

export const locationQueries = {
  zones: () => queryOptions({ queryKey: locationKeys.zones(), queryFn: listZones }),
};
