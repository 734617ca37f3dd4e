// GET /seasons/{id}: the season with its inventory totals and how many sales and Dkbonos it holds.
import type { SeasonDetail } from '../../../../domain/seasons.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getSeason(id: number): Promise<SeasonDetail> {
  return apiGet<SeasonDetail>(`/seasons/${id}`);
}
