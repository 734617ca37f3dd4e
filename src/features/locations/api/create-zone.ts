// POST /zones: a new sales zone (names are unique).
import type { Zone, ZoneInput } from '../../../../domain/locations.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createZone(body: ZoneInput): Promise<Zone> {
  return apiPost<Zone>('/zones', body);
}
