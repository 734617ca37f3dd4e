// Calendar helpers for the demo: every date is relative to the day the seed runs, so the open
// season has always started and the future one has not, however old the demo database is.

/**
 * 'YYYY-MM-DD' of a date in UTC. The seed counts whole days from a UTC midnight, so this is the one
 * reading that gives back the day it counted: the local day (domain/days.ts localDay) would move it
 * back by one west of UTC, and Mexico City's day (mexicoCityDay) always would.
 */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Midday UTC of a 'YYYY-MM-DD' date: a creation stamp that falls on that date in Mexico too. */
export function middayOf(day: string): Date {
  return new Date(`${day}T18:00:00.000Z`);
}

/**
 * The Mexican agricultural cycle a date falls in: spring-summer (PV, April to September) or
 * autumn-winter (OI, October to March, named by both years).
 */
export function cycleName(date: Date): string {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  if (month >= 4 && month <= 9) return `PV-${year}`;
  const first = month >= 10 ? year : year - 1;
  return `OI-${first}-${first + 1}`;
}

/** The cycle after a given one: PV-2026 → OI-2026-2027 → PV-2027. */
export function nextCycleName(name: string): string {
  const pv = /^PV-(\d{4})$/.exec(name);
  if (pv) return `OI-${pv[1]}-${Number(pv[1]) + 1}`;
  const oi = /^OI-\d{4}-(\d{4})$/.exec(name);
  if (oi) return `PV-${oi[1]}`;
  throw new Error(`Not a cycle name: ${name}`);
}
