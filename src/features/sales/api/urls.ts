// The sales list's addresses (also started early by index.html, src/app/home-requests.ts).

/** GET: one page of the sales the caller may see. */
export const SALES_URL = '/sales';
/** GET: the figures of the strip over the list (every season's without a season id after it). */
export const SALES_SUMMARY_URL = '/sales/summary';
/** GET: the seasons; with SEASON_OPTIONS_QUERY, every one of them for the list's season filter. */
export const SEASONS_URL = '/seasons';
export const SEASON_OPTIONS_QUERY = { page: 1, size: 'all' } as const;
