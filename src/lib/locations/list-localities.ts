// GET /municipalities/:id/localities: a municipality's localities, by name.
import type { Locality } from '../../../domain/locations.ts';
import { apiGet } from '../api-client.ts';

export function listLocalities(municipalityId: number): Promise<Locality[]> {
  return apiGet<Locality[]>(`/municipalities/${municipalityId}/localities`);
}
