// Money for the demo rows: arithmetic in integer cents, written to numeric(14,2) columns as
// strings with two decimals, so no total is ever off by a floating-point cent.

export function pesos(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function toCents(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}
