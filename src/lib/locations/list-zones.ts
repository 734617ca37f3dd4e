// GET /zones: the sales zones, by name (every staff role; the user, customer and partner forms offer them).
import type { Zone } from '../../../domain/locations.ts';
import { apiGet } from '../api-client.ts';
import { ZONES_URL } from './urls.ts';

export function listZones(): Promise<Zone[]> {
  return apiGet<Zone[]>(ZONES_URL);
}
