import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks, shortPesos } from './chart-scale.ts';

describe('chart scale', () => {
  it('steps by round amounts and reaches past the maximum', () => {
    expect(niceStep(500_000, 4)).toBe(200_000);
    expect(niceTicks(500_000)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(niceTicks(16)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(7.5)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(9, 4)).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('shortens pesos for the axis', () => {
    expect(shortPesos(0)).toBe('$0');
    expect(shortPesos(900)).toBe('$900');
    expect(shortPesos(250_000)).toBe('$250 mil');
    expect(shortPesos(1_250_000)).toBe('$1.3 M');
    expect(shortPesos(-42_000)).toBe('-$42 mil');
  });
});
