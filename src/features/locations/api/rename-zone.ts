// PUT /zones/:id: a zone's new name, with the version read (a stale one is refused).
import type { Zone, ZoneUpdate } from '../../../../domain/locations.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function renameZone(id: number, body: ZoneUpdate): Promise<Zone> {
  return apiPut<Zone>(`/zones/${id}`, body);
}
