// PUT /localities/:id: a locality's name and postal code (it stays in its municipality), with the
// version read (a stale one is refused).
import type { Locality, LocalityUpdate } from '../../../../domain/locations.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateLocality(id: number, body: LocalityUpdate): Promise<Locality> {
  return apiPut<Locality>(`/localities/${id}`, body);
}
