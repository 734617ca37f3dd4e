// Calendar days as the API writes them (YYYY-MM-DD), always in the user's local time: a sale made
// at 8 p.m. in Culiacán belongs to that day, not to the next UTC day.
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function isoDateOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayIso(): string {
  return isoDateOf(new Date());
}
