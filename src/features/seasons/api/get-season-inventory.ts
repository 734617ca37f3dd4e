// GET /seasons/{id}/inventory: per product, allocated, sold, reserved by Dkbonos and available.
import type { SeasonInventory } from '../../../../domain/seasons.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getSeasonInventory(seasonId: number): Promise<SeasonInventory> {
  return apiGet<SeasonInventory>(`/seasons/${seasonId}/inventory`);
}
