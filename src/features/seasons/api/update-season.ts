// PUT /seasons/{id}: its name, dates, and whether it is open for sales and for Dkbonos.
import type { SeasonDetail, SeasonInput } from '../../../../domain/catalog.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateSeason(id: number, input: SeasonInput): Promise<SeasonDetail> {
  return apiPut<SeasonDetail>(`/seasons/${id}`, input);
}
