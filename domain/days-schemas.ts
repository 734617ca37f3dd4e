// The stored day as a zod schema (the days and ranges themselves are in days.ts).
import { z } from './zod.ts';
import { EARLIEST_DAY, isDayWithin, LATEST_DAY, OUT_OF_CENTURY } from './days.ts';

/** A day that is stored: a real YYYY-MM-DD day of 2000–2099. */
export function storedDaySchema(invalid: Parameters<typeof z.iso.date>[0]) {
  return z.iso.date(invalid).refine((day) => isDayWithin(day, { min: EARLIEST_DAY, max: LATEST_DAY }), {
    message: OUT_OF_CENTURY,
  });
}
