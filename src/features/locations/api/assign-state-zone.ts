// PUT /states/:id/zone: the zone a state belongs to, or null for none.
import type { MexicanState, StateZoneInput } from '../../../../domain/locations.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function assignStateZone(stateId: number, body: StateZoneInput): Promise<MexicanState> {
  return apiPut<MexicanState>(`/states/${stateId}/zone`, body);
}
