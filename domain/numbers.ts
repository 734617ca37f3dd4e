// How a number arrives in a request, one rule for every money, quantity, hectare, yield,
// allocation and record id field (docs/decisions.md "Numbers in requests"):
// - a JSON number is taken as it is;
// - text (a form field, a query string) is trimmed; blank means "not given"; otherwise it must be
//   a plain decimal ("12.5", "-3") or one with thousands separators ("80,000.50");
// - anything else (null, true, [], {}, "12,5", "1e3") is refused with the field's own message.
//   z.coerce.number would have read null, "" and [] as 0 and true as 1.
// Decimals: every decimal the database keeps has 2 places (money, hectares, yields,
// percentages), so a value with more is refused, never rounded (`atMostTwoDecimals`).
import { z } from './zod.ts';
import { MAX_RECORD_ID, readNumber, readWholeNumber } from './number-text.ts';

export { atMostTwoDecimals, readNumber } from './number-text.ts';

/** A number field of a request: `schema` (a z.number chain) after `readNumber`. */
export function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(readNumber, schema);
}

/**
 * A record id in a request path, body or filter: a positive whole number, written in decimal digits
 * only when it comes as text (one address per record, `readWholeNumber`).
 */
export function recordIdSchema(message: string) {
  return z.preprocess(
    readWholeNumber,
    z.number({ error: message }).int(message).positive(message).max(MAX_RECORD_ID, message),
  );
}
