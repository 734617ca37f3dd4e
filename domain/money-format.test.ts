import { describe, expect, it } from 'vitest';
import { formatCents, formatPesos } from './money-format.ts';

describe('formatPesos', () => {
  it('writes Mexican pesos with two decimals', () => {
    expect(formatPesos(1234.5)).toBe('$1,234.50');
    expect(formatPesos(0)).toBe('$0.00');
  });
});

describe('formatCents', () => {
  it('writes integer cents as the same pesos', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-4200000)).toBe('-$42,000.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});
