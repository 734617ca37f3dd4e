// A message is shown from the first instant of its first day to the last instant of its last day,
// on Mexico City days (the company's calendar), whatever the server's own time zone is.
import { MEXICO_TIME_ZONE } from '../../../domain/days.ts';

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MEXICO_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/** Minutes east of UTC in Mexico City at an instant (−360 today; DST history kept by Intl). */
function offsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The first instant of a Mexico City day ('2026-03-15' → 2026-03-15T06:00:00Z). */
export function startOfMexicoCityDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00.000Z`);
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000);
}

/** The last instant (millisecond) of a Mexico City day. */
export function endOfMexicoCityDay(day: string): Date {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return new Date(startOfMexicoCityDay(next.toISOString().slice(0, 10)).getTime() - 1);
}
