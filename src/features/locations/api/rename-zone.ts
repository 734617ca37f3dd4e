// PUT /zones/:id: a zone's new name.
import type { Zone, ZoneInput } from '../../../../domain/locations.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function renameZone(id: number, body: ZoneInput): Promise<Zone> {
  return apiPut<Zone>(`/zones/${id}`, body);
}
