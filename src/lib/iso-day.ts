// A calendar day picked in the browser as the API's date ('2026-03-15'), read in local time like
// the date picker shows it (toISOString would shift it to UTC and sometimes to the day before).
export function isoDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
