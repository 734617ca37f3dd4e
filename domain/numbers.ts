// How a number arrives in a request, one rule for every money, quantity, hectare, yield,
// allocation and record id field (issue 13, docs/decisions.md "Numbers in requests"):
// - a JSON number is taken as it is;
// - text (a form field, a query string) is trimmed; blank means "not given"; otherwise it must be
//   a plain decimal ("12.5", "-3") or one with thousands separators ("80,000.50");
// - anything else (null, true, [], {}, "12,5", "1e3") is refused with the field's own message.
//   z.coerce.number would have read null, "" and [] as 0 and true as 1.
// Decimals: every decimal the database keeps has 2 places (money, hectares, yields,
// percentages), so a value with more is refused, never rounded (`atMostTwoDecimals`).
import { z } from 'zod';

const PLAIN = /^-?\d+(\.\d+)?$/;
const GROUPED = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** The value a number field sees: numbers pass, numeric text is read, the rest is left to fail. */
export function readNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  if (PLAIN.test(text)) return Number(text);
  if (GROUPED.test(text)) return Number(text.replace(/,/g, ''));
  return Number.NaN;
}

/** A number field of a request: `schema` (a z.number chain) after `readNumber`. */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(readNumber, schema);
}

/** A record id in a request body or filter: a positive whole number. */
export function recordIdSchema(message: string) {
  return numeric(z.number({ error: message }).int(message).positive(message));
}

/** True when the value has at most 2 decimal places (what numeric(…, 2) columns keep). */
export function atMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
