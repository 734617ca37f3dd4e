import { describe, expect, it } from 'vitest';
import { parseListSort } from './pagination.ts';

describe('list sort', () => {
  it('sorts by date in the chosen direction, with the tie-breakers following it', () => {
    expect(parseListSort('date:asc')).toEqual({ field: 'date', direction: 'asc', dateDirection: 'asc' });
  });
  it('breaks ties on other fields newest first', () => {
    expect(parseListSort('total:asc')).toEqual({ field: 'total', direction: 'asc', dateDirection: 'desc' });
    expect(parseListSort('customer:asc').dateDirection).toBe('desc');
  });
});
