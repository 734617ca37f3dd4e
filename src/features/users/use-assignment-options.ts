// What the assignment fields offer: the zones (an Admin all of them; a Coordinator only its own,
// read from its account), the active distributors, and the active supervisors of the chosen zone.
// A lookup that fails leaves its field empty with a message; the rest of the form still works.
// All three are read through the query cache.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
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

/** A lookup through the query cache (issue 14), as the fields read it. */
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
  const isCoordinator = me?.role === 'COORDINATOR';
  const myId = me?.id ?? 0;
  // A Coordinator's own zone, read from its account; an Admin's: every zone.
  const ownZoneOnly = useQuery({
    queryKey: [...userKeys.all, 'own-zone', myId],
    queryFn: () => ownZone(myId),
    enabled: isCoordinator,
  });
  const everyZone = useQuery({ ...userQueries.zoneOptions(), enabled: !isCoordinator });
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
    zones: optionsOf(isCoordinator ? ownZoneOnly : everyZone),
    distributors: optionsOf(distributors),
    supervisors: zoneId ? optionsOf(supervisors) : null,
  };
}
