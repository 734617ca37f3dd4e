// Which season the figure strip above the sales list shows (issue 16): the one the list is filtered
// on; without a season filter, the season sales are being made in now (open, started, the latest
// start), else the latest season that has started, else none.
import type { Season } from '../../../domain/catalog.ts';

export function stripSeasonOf(
  seasons: readonly Season[],
  filteredSeasonId: number | undefined,
  today: string,
): Season | undefined {
  if (filteredSeasonId !== undefined) return seasons.find((season) => season.id === filteredSeasonId);
  const started = seasons
    .filter((season) => season.startDate <= today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  return started.find((season) => season.isOpen) ?? started[0];
}
