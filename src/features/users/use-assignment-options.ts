// What the assignment fields offer: the zones (an Admin all of them; a Coordinator only its own,
// read from its account), the active distributors, and the active supervisors of the chosen zone.
// A lookup that fails leaves its field empty with a message; the rest of the form still works.
// All three are read through the query cache.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { can } from '../../../domain/policy.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { userDetailsAtom } from '../../lib/session.ts';
import { getUser } from './api/get-user.ts';
import { listDistributorOptions, listSupervisorOptions, type Option } from './api/lookups.ts';
import { userKeys, userQueries } from './queries.ts';

export type OptionsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; options: Option[] };

export interface AssignmentOptions {
  zones: OptionsLoad;
  distributors: OptionsLoad;
  /** null until a zone is chosen. */
  supervisors: OptionsLoad | null;
}

/** A lookup through the query cache, as the fields read it. */
function optionsOf(query: UseQueryResult<Option[]>): OptionsLoad {
  if (query.data) return { status: 'ready', options: query.data };
  return query.isError ? { status: 'failed' } : { status: 'loading' };
}

async function ownZone(userId: number): Promise<Option[]> {
  const me = await getUser(userId);
  return me.zoneId !== null && me.zoneName !== null ? [{ id: me.zoneId, name: me.zoneName }] : [];
}

export function useAssignmentOptions(zoneId: string): AssignmentOptions {
  const me = useAtomValue(userDetailsAtom);
  // A Coordinator's own zone, read from its account; an Admin's: every zone.
  const isZoneBound = can(me?.role, 'manageUsers') && !can(me?.role, 'workAcrossZones');
  const myId = me?.id ?? 0;
  const ownZoneOnly = useQuery({
    queryKey: [...userKeys.all, 'own-zone', myId],
    queryFn: () => ownZone(myId),
    enabled: isZoneBound,
  });
  const everyZone = useQuery({ ...userQueries.zoneOptions(), enabled: !isZoneBound });
  const distributors = useQuery({
    queryKey: [...queryRoots.partners, 'distributor-options'],
    queryFn: listDistributorOptions,
  });
  const supervisors = useQuery({
    queryKey: [...userKeys.all, 'supervisor-options', zoneId],
    queryFn: () => listSupervisorOptions(Number(zoneId)),
    enabled: zoneId !== '',
  });
  return {
    zones: optionsOf(isZoneBound ? ownZoneOnly : everyZone),
    distributors: optionsOf(distributors),
    supervisors: zoneId ? optionsOf(supervisors) : null,
  };
}
