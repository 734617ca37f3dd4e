// Which season the figure strip above the sales list sums: always the list's season filter,
// so the strip and the list describe the same sales; without a filter, every season (null).
// Undefined while the filtered season is unknown (still loading, or an id that names none).
import type { Season } from '../../../domain/catalog.ts';

export function stripSeasonOf(
  seasons: readonly Season[],
  filteredSeasonId: number | undefined,
): Season | null | undefined {
  if (filteredSeasonId === undefined) return null;
  return seasons.find((season) => season.id === filteredSeasonId);
}
