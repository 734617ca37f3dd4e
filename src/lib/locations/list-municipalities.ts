// GET /states/:id/municipalities: a state's municipalities, by name.
import type { Municipality } from '../../../domain/locations.ts';
import { apiGet } from '../api-client.ts';

export function listMunicipalities(stateId: number): Promise<Municipality[]> {
  return apiGet<Municipality[]>(`/states/${stateId}/municipalities`);
}
