// GET /sales/summary/{seasonId}: the season's sales and DKbonos the caller may see, summed;
// GET /sales/summary without a season: every season's (the strip of the unfiltered list).
import type { SeasonStrip } from '../../../../domain/season-figures.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { SALES_SUMMARY_URL } from './urls.ts';

export function getSeasonSummary(seasonId: number | null): Promise<SeasonStrip> {
  return apiGet<SeasonStrip>(seasonId === null ? SALES_SUMMARY_URL : `${SALES_SUMMARY_URL}/${seasonId}`);
}
