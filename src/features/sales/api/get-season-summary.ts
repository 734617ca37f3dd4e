// GET /sales/summary/{seasonId}: the season's sales and DKbonos the caller may see, summed (issue 16).
import type { SeasonStrip } from '../../../../domain/season-figures.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getSeasonSummary(seasonId: number): Promise<SeasonStrip> {
  return apiGet<SeasonStrip>(`/sales/summary/${seasonId}`);
}
