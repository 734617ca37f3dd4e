// GET /seasons: a page of seasons with the list's filters and sort, or every season (the pickers).
import type { Season } from '../../../../domain/catalog.ts';
import type { SeasonSort } from '../../../../domain/seasons.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { SeasonFilters } from '../list-query.ts';

export type SeasonListRequest = SeasonFilters & { page: number; size: number; sort: SeasonSort };

export function listSeasons(request: SeasonListRequest): Promise<Page<Season>> {
  return apiGet<Page<Season>>('/seasons', { ...request });
}

export async function listAllSeasons(): Promise<Season[]> {
  const page = await apiGet<Page<Season>>('/seasons', { page: 1, size: 'all' });
  return page.data;
}
