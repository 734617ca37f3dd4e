// How dates read in the files the server writes (the app's rule: dd/mm/yy); money reads through
// domain/money-format.ts.
import { MEXICO_TIME_ZONE } from '../../domain/days.ts';

/** A calendar date ('2026-03-15') or an instant (read in Mexico City) as dd/mm/yy. */
export function formatDay(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day && value.length === 10) return `${day[3]}/${day[2]}/${day[1]?.slice(2)}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('es-MX', {
    timeZone: MEXICO_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}
