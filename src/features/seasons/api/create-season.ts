// POST /seasons: registers a season (Admin, Coordinator).
import type { SeasonDetail, SeasonInput } from '../../../../domain/seasons.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createSeason(input: SeasonInput): Promise<SeasonDetail> {
  return apiPost<SeasonDetail>('/seasons', input);
}
