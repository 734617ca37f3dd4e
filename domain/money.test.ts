import { describe, expect, it } from 'vitest';
import { centsToNumeric, fromCents, lineTotalCents, moneySchema, sumCents, toCents } from './money.ts';

describe('money in cents', () => {
  it('reads pesos from numbers and numeric strings without float error', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('3000')).toBe(300000);
    expect(toCents(42000.5)).toBe(4200050);
    expect(toCents('0.005')).toBe(1);
    expect(toCents('-2.50')).toBe(-250);
  });

  it('writes cents back as pesos and as numeric text', () => {
    expect(fromCents(4200050)).toBe(42000.5);
    expect(centsToNumeric(4200050)).toBe('42000.50');
    expect(centsToNumeric(7)).toBe('0.07');
    expect(centsToNumeric(-250)).toBe('-2.50');
  });

  it('sums exactly where floats drift', () => {
    const cents = Array.from({ length: 10 }, () => toCents(0.1));
    expect(sumCents(cents)).toBe(100);
  });

  it('computes a line total that never goes below zero', () => {
    expect(lineTotalCents(14, 300000, 0)).toBe(4200000);
    expect(lineTotalCents(2, 100000, 50000)).toBe(150000);
    expect(lineTotalCents(1, 100, 500)).toBe(0);
  });

  it('refuses negative amounts and more than two decimals with Spanish messages', () => {
    const schema = moneySchema('El precio');
    expect(schema.safeParse(10.25).success).toBe(true);
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('El precio no puede ser negativo.');
    expect(schema.safeParse(1.234).error?.issues[0]?.message).toBe(
      'El precio admite como máximo 2 decimales.',
    );
  });

  it('rejects text that is not an amount', () => {
    expect(() => toCents('12,50')).toThrow(RangeError);
  });
});
