import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEsMx, type EsMxNumberStyle } from './es-mx-number.ts';

// Every style the app formats with (money-format.ts, simulator-format.ts, the chart's chart-scale.ts).
const STYLES: EsMxNumberStyle[] = [
  { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { style: 'currency', minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 },
];

const formats = new Map(
  STYLES.map((style) => [
    style,
    new Intl.NumberFormat('es-MX', { ...style, ...(style.style === 'currency' ? { currency: 'MXN' } : {}) }),
  ]),
);
const intl = (value: number, style: EsMxNumberStyle) => formats.get(style)!.format(value);

// Amounts as they come (cents, thousandths, halves that round either way), any double, and the edges.
const numbers = fc.oneof(
  fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map((n) => n / 100),
  fc.integer({ min: -10_000_000, max: 10_000_000 }).map((n) => n / 1000),
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 2000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e-3, max: 1e-3, noNaN: true }),
  fc.constantFrom(
    0,
    -0,
    1.005,
    2.675,
    0.125,
    1e21,
    1.5e300,
    5e-324,
    Number.MAX_SAFE_INTEGER,
    NaN,
    Infinity,
    -Infinity,
  ),
);

describe('formatEsMx', () => {
  it('writes every number as Intl.NumberFormat("es-MX") does, in every style the app uses', () => {
    fc.assert(
      fc.property(numbers, fc.constantFrom(...STYLES), (value, style) => {
        expect(formatEsMx(value, style)).toBe(intl(value, style));
      }),
      { numRuns: 20_000, seed: 26 },
    );
  });

  it('reads as es-MX money, numbers and percentages', () => {
    const pesos = { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    expect(formatEsMx(1234.5, pesos)).toBe('$1,234.50');
    expect(formatEsMx(-42000, pesos)).toBe('-$42,000.00');
    expect(formatEsMx(47600.5, { ...pesos, minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBe(
      '$47,601',
    );
    expect(formatEsMx(80000, { minimumFractionDigits: 0, maximumFractionDigits: 2 })).toBe('80,000');
    expect(formatEsMx(26.375, { minimumFractionDigits: 0, maximumFractionDigits: 3 })).toBe('26.375');
    const percent = { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
    expect(formatEsMx(1.0661, percent)).toBe('106.6%');
    expect(formatEsMx(-0.0004, percent)).toBe('-0.0%');
  });
});
