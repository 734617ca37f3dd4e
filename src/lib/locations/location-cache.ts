// States and municipalities barely change, and every form with a location picker asks for them:
// they are fetched once per page load and shared. A failed fetch is forgotten so the next try asks
// again; the locations pages forget everything after changing a state's zone. Localities are not
// cached: an admin may have just added one.
import type { MexicanState, Municipality } from '../../../domain/locations.ts';
import { listMunicipalities } from './list-municipalities.ts';
import { listStates } from './list-states.ts';

let states: Promise<MexicanState[]> | null = null;
const municipalities = new Map<number, Promise<Municipality[]>>();

export function cachedStates(): Promise<MexicanState[]> {
  if (!states) {
    const request = listStates();
    states = request;
    request.catch(() => {
      if (states === request) states = null;
    });
  }
  return states;
}

export function cachedMunicipalities(stateId: number): Promise<Municipality[]> {
  let request = municipalities.get(stateId);
  if (!request) {
    const fresh = listMunicipalities(stateId);
    request = fresh;
    municipalities.set(stateId, fresh);
    fresh.catch(() => {
      if (municipalities.get(stateId) === fresh) municipalities.delete(stateId);
    });
  }
  return request;
}

export function forgetCachedLocations(): void {
  states = null;
  municipalities.clear();
}
