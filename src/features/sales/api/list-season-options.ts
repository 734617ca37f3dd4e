// GET /seasons?page=1&size=all (docs/requirements.md §7): every season, for the list's season filter (closed ones
// included: old sales are still searched by season).
import type { Season } from '../../../../domain/catalog.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { SEASON_OPTIONS_QUERY, SEASONS_URL } from './urls.ts';

export async function listSeasonOptions(): Promise<Season[]> {
  const page = await apiGet<Page<Season>>(SEASONS_URL, { ...SEASON_OPTIONS_QUERY });
  return page.data;
}
