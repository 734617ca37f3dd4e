import { describe, expect, it } from 'vitest';
import { listOrderKeys, parseListSort } from './pagination.ts';

describe('list sort', () => {
  it('sorts by date in the chosen direction, with the tie-breakers following it', () => {
    expect(parseListSort('date:asc')).toEqual({ field: 'date', direction: 'asc', dateDirection: 'asc' });
  });
  it('breaks ties on other fields newest first', () => {
    expect(parseListSort('total:asc')).toEqual({ field: 'total', direction: 'asc', dateDirection: 'desc' });
    expect(parseListSort('customer:asc').dateDirection).toBe('desc');
  });
});

describe('list order keys', () => {
  const columns = {
    fields: { total: ['s.total'], customer: ['c.first_name', 'c.last_name'] },
    nameFields: ['customer'],
    date: 's.sale_date',
    id: 's.id',
  };
  it('ends every order with date and id, so ties have one place', () => {
    expect(listOrderKeys('customer:asc', columns)).toEqual([
      { column: 'c.first_name', direction: 'asc', name: true },
      { column: 'c.last_name', direction: 'asc', name: true },
      { column: 's.sale_date', direction: 'desc' },
      { column: 's.id', direction: 'desc' },
    ]);
  });
  it('sorts by date with the id following its direction', () => {
    expect(listOrderKeys('date:asc', columns)).toEqual([
      { column: 's.sale_date', direction: 'asc' },
      { column: 's.id', direction: 'asc' },
    ]);
    expect(listOrderKeys('total:asc', columns)[0]).toEqual({ column: 's.total', direction: 'asc' });
  });
});
