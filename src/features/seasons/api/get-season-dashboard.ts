// GET /seasons/{id}/dashboard: the season at a glance (sales by product, zone, consultant and week;
// DKbonos; inventory with the products running low), in the caller's scope.
import type { SeasonDashboard } from '../../../../domain/season-figures.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getSeasonDashboard(seasonId: number): Promise<SeasonDashboard> {
  return apiGet<SeasonDashboard>(`/seasons/${seasonId}/dashboard`);
}
