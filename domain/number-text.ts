// How a number reads from a request or a form's text, without zod (see domain/numbers.ts for the
// rule): the farmer's simulator reads its fields with these too. domain/numbers.ts re-exports them.

/** The largest id a record has (PostgreSQL's integer): a larger one names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

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

// Zero is let through so that its own rule answers it ("La página debe ser 1 o mayor.").
const DECIMAL_DIGITS = /^(0|[1-9]\d*)$/;

/**
 * An id or a page number as text (a path, a query string): decimal digits only, so a record has one
 * address. "0x14", "20.0", "20e0", "+20", " 20" and "020" are refused, where Number()
 * would read each as 20; blank means "not given"; a JSON number passes to the schema as it is.
 */
export function readWholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  return DECIMAL_DIGITS.test(value) ? Number(value) : Number.NaN;
}

/** True when the value has at most 2 decimal places (what numeric(…, 2) columns keep). */
export function atMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
