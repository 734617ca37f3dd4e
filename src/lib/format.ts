// How dates read in the app (docs/requirements.md §9: dd/mm/yy); money reads through
// domain/money-format.ts, the same on every side.
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A calendar date ('2026-03-15') is a day, not an instant: read it in local time, never as UTC midnight. */
export function toDate(value: string | Date): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const day = DATE_ONLY.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/yy; an empty string for a missing or unreadable date. */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear() % 100)}`;
}
