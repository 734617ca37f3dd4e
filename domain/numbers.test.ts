import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { atMostTwoDecimals, numeric, readNumber, recordIdSchema } from './numbers.ts';

describe('numbers in requests', () => {
  it('takes JSON numbers and numeric text, with or without thousands separators', () => {
    expect(readNumber(12.5)).toBe(12.5);
    expect(readNumber(' 12.5 ')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('80,000')).toBe(80000);
    expect(readNumber('1,234,567.25')).toBe(1234567.25);
  });

  it('reads blank text as "not given"', () => {
    expect(readNumber('')).toBeUndefined();
    expect(readNumber('   ')).toBeUndefined();
  });

  it('refuses what z.coerce.number read as 0 or 1, and text that is not a plain number', () => {
    const quantity = numeric(z.number({ error: 'La cantidad debe ser un número.' }).int());
    for (const value of [null, true, false, [], {}, '12,5', '1e3', 'NaN', '0x10', '1,23', '12.']) {
      const result = quantity.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('La cantidad debe ser un número.');
    }
  });

  it('gives record ids their own message', () => {
    expect(recordIdSchema('Elige un producto.').safeParse('7').data).toBe(7);
    expect(recordIdSchema('Elige un producto.').safeParse(true).error?.issues[0]?.message).toBe(
      'Elige un producto.',
    );
    expect(recordIdSchema('Elige un producto.').safeParse(0).error?.issues[0]?.message).toBe(
      'Elige un producto.',
    );
  });

  it('knows two decimals from more', () => {
    expect(atMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(atMostTwoDecimals(1234.56)).toBe(true);
    expect(atMostTwoDecimals(0.005)).toBe(false);
    expect(atMostTwoDecimals(12.123456789)).toBe(false);
  });
});
