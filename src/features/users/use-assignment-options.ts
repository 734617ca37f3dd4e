// What the assignment fields offer: the zones (an Admin all of them; a Coordinator only its own,
// read from its account), the active distributors, and the active supervisors of the chosen zone.
// A lookup that fails leaves its field empty with a message; the rest of the form still works.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { userDetailsAtom } from '../../lib/session.ts';
import { getUser } from './api/get-user.ts';
import {
  listDistributorOptions,
  listSupervisorOptions,
  listZoneOptions,
  type Option,
} from './api/lookups.ts';

export type OptionsLoad =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; options: Option[] };

export interface AssignmentOptions {
  zones: OptionsLoad;
  distributors: OptionsLoad;
  /** null until a zone is chosen. */
  supervisors: OptionsLoad | null;
}

function useOptions(load: (() => Promise<Option[]>) | null): OptionsLoad | null {
  const [state, setState] = useState<{ load: () => Promise<Option[]>; result: OptionsLoad } | null>(null);
  useEffect(() => {
    if (!load) return;
    let isCurrent = true;
    load().then(
      (options) => isCurrent && setState({ load, result: { status: 'ready', options } }),
      () => isCurrent && setState({ load, result: { status: 'failed' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [load]);
  if (!load) return null;
  return state?.load === load ? state.result : { status: 'loading' };
}

async function ownZone(userId: number): Promise<Option[]> {
  const me = await getUser(userId);
  return me.zoneId !== null && me.zoneName !== null ? [{ id: me.zoneId, name: me.zoneName }] : [];
}

export function useAssignmentOptions(zoneId: string): AssignmentOptions {
  const me = useAtomValue(userDetailsAtom);
  const isCoordinator = me?.role === 'COORDINATOR';
  const myId = me?.id ?? 0;
  // Each loader keeps its identity while its input is unchanged, so it runs once per input.
  const [zonesLoader] = useState(() => (isCoordinator ? () => ownZone(myId) : listZoneOptions));
  const [distributorsLoader] = useState(() => listDistributorOptions);
  const [supervisorsLoader, setSupervisorsLoader] = useState<{
    zoneId: string;
    load: () => Promise<Option[]>;
  } | null>(null);
  if ((supervisorsLoader?.zoneId ?? '') !== zoneId)
    setSupervisorsLoader(zoneId ? { zoneId, load: () => listSupervisorOptions(Number(zoneId)) } : null);

  return {
    zones: useOptions(zonesLoader) ?? { status: 'loading' },
    distributors: useOptions(distributorsLoader) ?? { status: 'loading' },
    supervisors: useOptions(zoneId && supervisorsLoader?.zoneId === zoneId ? supervisorsLoader.load : null),
  };
}
