// PUT /seasons/{id}/inventory: new allocations; refused per product (409) under sold + reserved.
import type { AllocationInput, SeasonInventory } from '../../../../domain/seasons.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function allocateSeasonInventory(seasonId: number, input: AllocationInput): Promise<SeasonInventory> {
  return apiPut<SeasonInventory>(`/seasons/${seasonId}/inventory`, input);
}
