// The company works on Mexico City days: "today" for a sale date or a season start is that day,
// whatever the server's own time zone is.
export const MEXICO_TIME_ZONE = 'America/Mexico_City';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEXICO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the given instant in Mexico City. */
export function mexicoCityDate(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** dd/mm/yy, the way every date reads to the user (docs/requirements.md §9). */
export function shortDate(isoDate: string): string {
  const [year = '', month = '', day = ''] = isoDate.split('-');
  return `${day}/${month}/${year.slice(2)}`;
}
