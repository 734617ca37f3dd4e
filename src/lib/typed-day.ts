// What a person types into a date field, read without guessing: dd/mm/aa, dd/mm/aaaa and
// d/m/aaaa (also with '-' or '.'); a two-digit year is 20aa, a four-digit year is kept as typed, so
// 01/01/1900 stays 1900 and is refused as out of range instead of quietly becoming 2000. The field
// shows days as dd/mm/aaaa, and every message names that format, never the ISO one the form keeps.
import { EARLIEST_DAY, LATEST_DAY, isDayWithin, localDay, type DayRange } from '../../domain/days.ts';

export type TypedDay =
  | { kind: 'empty' }
  | { kind: 'day'; day: string }
  | { kind: 'unreadable' }
  | { kind: 'out-of-range'; day: string };

/** The days any date field takes when its form names no narrower range (the stored days). */
export const STORED_DAYS: DayRange = { min: EARLIEST_DAY, max: LATEST_DAY };

export const DAY_FORMAT_MESSAGE = 'Usa el formato dd/mm/aaaa.';
export const DAY_PLACEHOLDER = 'dd/mm/aaaa';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/** A real calendar day, or null (31/02 is no day: never rolled over into March). */
function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day);
  // new Date maps years 0–99 onto 1900–1999; setFullYear puts the typed year back.
  date.setFullYear(year);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return localDay(date).padStart(10, '0');
}

/** True for a form value that is a day ('2026-03-15'), not empty and not text left unread. */
export function isDayValue(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return Boolean(match && realDay(Number(match[1]), Number(match[2]), Number(match[3])) === value);
}

/** Reads the text of a date field; out of range when the day is real but outside `range`. */
export function readTypedDay(text: string, range: DayRange = STORED_DAYS): TypedDay {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = TYPED_DAY.exec(trimmed);
  if (!match) return { kind: 'unreadable' };
  const yearText = match[3]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const day = realDay(year, Number(match[2]), Number(match[1]));
  if (!day) return { kind: 'unreadable' };
  return isDayWithin(day, range) ? { kind: 'day', day } : { kind: 'out-of-range', day };
}

/** dd/mm/aaaa, how a date field shows its day (a four-digit year: what is shown is what is kept). */
export function fieldDay(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** "Escribe una fecha entre el 01/01/2000 y el 31/12/2099." (or "…el 25/11/2026." for one day). */
export function dayRangeMessage(range: DayRange): string {
  if (range.min === range.max) return `Escribe la fecha ${fieldDay(range.min)}.`;
  return `Escribe una fecha entre el ${fieldDay(range.min)} y el ${fieldDay(range.max)}.`;
}

/** What the field says about its text, or null when there is nothing to say. */
export function typedDayMessage(typed: TypedDay, range: DayRange, outOfRange?: string): string | null {
  if (typed.kind === 'unreadable') return DAY_FORMAT_MESSAGE;
  if (typed.kind === 'out-of-range') return outOfRange ?? dayRangeMessage(range);
  return null;
}
