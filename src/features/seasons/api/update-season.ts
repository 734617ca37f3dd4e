// PUT /seasons/{id}: its name, dates, whether it is open for sales and for Dkbonos, and the version
// read (a stale one is refused).
import type { SeasonDetail, SeasonUpdate } from '../../../../domain/seasons.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateSeason(id: number, input: SeasonUpdate): Promise<SeasonDetail> {
  return apiPut<SeasonDetail>(`/seasons/${id}`, input);
}
