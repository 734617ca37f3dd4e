// Calendar days (YYYY-MM-DD) a stored date may take: the same ranges for the form,
// the API and the import. Every stored day lies in 2000–2099 (no year 0001 or 9999 from a typo or a
// crafted request); a sale's day lies inside its season, from its start to the earlier of its end
// and today; a DKbono payment's from the DKbono's creation day to the earlier of its season's end
// and today (docs/decisions.md "Records inside their season").
// "Today" is Mexico City's day on the server (the company's calendar) and the browser's own day
// in the app.

// No zod here (the lists' date filters read these before the first paint): the stored day's schema
// is in days-schemas.ts.

export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2099-12-31';
export const OUT_OF_CENTURY = 'Escribe una fecha entre el 01/01/2000 y el 31/12/2099.';

/** The company's calendar: the server works on its days, whatever its own time zone is. */
export const MEXICO_TIME_ZONE = 'America/Mexico_City';

const mexicoCityDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: MEXICO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Mexico City day ('2026-03-15') of an instant, now by default: the server's "today". */
export function mexicoCityDay(instant: Date = new Date()): string {
  return mexicoCityDayFormat.format(instant);
}

/**
 * The day ('2026-03-15') of a Date in the local time zone, now by default: in the app, the day a
 * date picker shows and the browser's "today". Never toISOString, which reads it in UTC and can
 * give the day before or after.
 */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export interface DayRange {
  min: string;
  max: string;
}

/** dd/mm/yy, the way every date reads to the user. */
export function shortDay(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  return `${day}/${month}/${year.slice(2)}`;
}

export function isDayWithin(day: string, range: DayRange): boolean {
  return day >= range.min && day <= range.max;
}

/** "entre el 26/09/26 y el 25/11/26" (or "el 25/11/26" when the range is one day). */
export function dayRangeText(range: DayRange): string {
  if (range.min === range.max) return `el ${shortDay(range.min)}`;
  return `entre el ${shortDay(range.min)} y el ${shortDay(range.max)}`;
}

/** The days of a season: a sale lies between them, a DKbono and its payments on or before the end. */
export interface SeasonDays {
  name: string;
  startDate: string;
  endDate: string;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/** A sale happened on a day of its season that has come: from its start to the earlier of its end and today. */
export function saleDayRange(season: Pick<SeasonDays, 'startDate' | 'endDate'>, today: string): DayRange {
  return { min: season.startDate, max: earlier(season.endDate, today) };
}

/** The form field's message of a sale day outside its range. */
export function saleDayMessage(range: DayRange): string {
  return `Elige una fecha ${dayRangeText(range)}.`;
}

/**
 * Why a sale cannot carry this day (the whole message, and the form field's), or null: the one rule
 * of the form, the API and the import. A sale without a day is today's.
 */
export function saleDayRefusal(
  saleDate: string | undefined | null,
  season: SeasonDays,
  today: string,
): { message: string; field: string } | null {
  const day = saleDate || today;
  const range = saleDayRange(season, today);
  if (isDayWithin(day, range)) return null;
  let message: string;
  if (day > today) message = 'La fecha de la venta no puede ser posterior a hoy.';
  else if (day < season.startDate)
    message = `La fecha de la venta no puede ser anterior al inicio de la temporada ${season.name} (${shortDay(season.startDate)}).`;
  else
    message = `La fecha de la venta no puede ser posterior al fin de la temporada ${season.name} (${shortDay(season.endDate)}).`;
  return { message, field: saleDayMessage(range) };
}

/**
 * A payment is recorded once received: never before its DKbono was created (its Mexico City day),
 * never ahead, and never after its season ended (a DKbono is paid to be redeemed in its season).
 */
export function paymentDayRange(createdDay: string, seasonEnd: string, today: string): DayRange {
  return { min: createdDay, max: earlier(seasonEnd, today) };
}

/** The form field's message of a payment day outside its range. */
export function paymentDayMessage(range: DayRange): string {
  return `La fecha del pago debe estar ${dayRangeText(range)}.`;
}

/**
 * The payments whose day falls outside the range, as `payments.N.date` field messages. A day
 * already stored on the DKbono is not judged again, so a list saved before the rule still saves.
 */
export function paymentDayIssues(
  payments: readonly { date: string }[],
  storedDays: ReadonlySet<string>,
  range: DayRange,
): { path: string; message: string }[] {
  const message = paymentDayMessage(range);
  return payments.flatMap((payment, index) =>
    payment.date === '' || storedDays.has(payment.date) || isDayWithin(payment.date, range)
      ? []
      : [{ path: `payments.${index}.date`, message }],
  );
}
