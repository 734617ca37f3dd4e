// Which season a sale or Dkbono form starts in, and the order its season field lists them: the
// season running today first, then the upcoming ones (soonest first), then the past ones (latest
// first), so a hurried tap on the first option lands in the current season.
export interface DatedSeason {
  startDate: string;
  endDate: string;
}

export interface SeasonChoice<T> {
  /** The seasons as the field lists them: current, upcoming, past. */
  ordered: T[];
  /**
   * The one preselected: for a sale the season whose dates include today; for a Dkbono that one
   * too, else the next to start (Dkbonos are sold ahead of their season). Undefined when none fits.
   */
  preselected: T | undefined;
}

const isCurrent = (season: DatedSeason, today: string) =>
  season.startDate <= today && today <= season.endDate;

/**
 * `seasons` are those the form may use (open for sales, or open for Dkbonos); `today` an ISO day.
 * A season without dates (a stored record's closed season, domain-less) sorts last.
 */
export function chooseSeason<T extends DatedSeason>(
  seasons: readonly T[],
  today: string,
  kind: 'sale' | 'voucher',
): SeasonChoice<T> {
  const current = seasons
    .filter((season) => isCurrent(season, today))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  const upcoming = seasons
    .filter((season) => season.startDate > today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const past = seasons
    .filter((season) => !current.includes(season) && !upcoming.includes(season))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));
  const preselected = current[0] ?? (kind === 'voucher' ? upcoming[0] : undefined);
  return { ordered: [...current, ...upcoming, ...past], preselected };
}
