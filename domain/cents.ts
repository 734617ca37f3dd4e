// Money in integer cents (docs/design.md §5), without zod: every sum or product is done on integer cents,
// never on floats. The farmer's simulator computes with these too; domain/money.ts re-exports them
// beside the request schemas.
export const MAX_AMOUNT = 999_999_999_999.99;

/** Pesos (number or numeric string) to integer cents, rounding half away from zero. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${String(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  return sign ? -cents : cents;
}

/** Integer cents to pesos as a number (for JSON). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Integer cents to the numeric(14,2) text the database stores. */
export function centsToNumeric(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function sumCents(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** docs/design.md §8: per line, quantity × base price − discount, never below 0. */
export function lineTotalCents(quantity: number, basePriceCents: number, discountCents: number): number {
  return Math.max(0, quantity * basePriceCents - discountCents);
}

/** A peso amount in a request: not negative, at most 2 decimals (domain/numbers.ts). */
