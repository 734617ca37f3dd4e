import { describe, expect, it } from 'vitest';
import { cleanFilters } from './filters.ts';

describe('cleanFilters', () => {
  it('drops null, undefined, empty and blank strings and trims the rest', () => {
    expect(cleanFilters({ a: null, b: undefined, c: '', d: '   ', e: '  maíz  ', f: 0, g: false })).toEqual({
      e: 'maíz',
      f: 0,
      g: false,
    });
  });
  it('drops NaN numbers', () => {
    expect(cleanFilters({ page: Number.NaN, size: 10 })).toEqual({ size: 10 });
  });
});
