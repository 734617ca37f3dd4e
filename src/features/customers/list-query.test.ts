import { describe, expect, it } from 'vitest';
import { listRequestOf, readListView, withListFilters, writeListView } from '../../lib/list-view.ts';
import { CUSTOMER_LIST_VIEW } from './list-query.ts';

const read = (query: string) => readListView(CUSTOMER_LIST_VIEW, new URLSearchParams(query));

describe('customer list query', () => {
  it('reads filters, page, size and sort from the address, ignoring what is not valid', () => {
    expect(
      read('q=%20rosa%20&status=PENDING&stateId=14&consultantId=abc&page=3&size=25&sort=hectares:desc'),
    ).toEqual({
      filters: { q: 'rosa', status: 'PENDING', stateId: 14 },
      page: 3,
      size: 25,
      sort: 'hectares:desc',
    });
    expect(read('status=BORRADO&size=7&sort=phone:asc&page=0')).toEqual({
      filters: {},
      page: 1,
      size: 10,
      sort: 'name:asc',
    });
  });

  it('writes only what differs from the defaults, and new filters go back to page 1', () => {
    const view = read('page=4');
    const filtered = withListFilters(view, { q: '  ', status: 'ACTIVE', consultantId: 9 });
    expect(filtered.page).toBe(1);
    expect(writeListView(CUSTOMER_LIST_VIEW, filtered).toString()).toBe('status=ACTIVE&consultantId=9');
    expect(writeListView(CUSTOMER_LIST_VIEW, view).toString()).toBe('page=4');
    expect(listRequestOf(filtered)).toEqual({
      status: 'ACTIVE',
      consultantId: 9,
      page: 1,
      size: 10,
      sort: 'name:asc',
    });
  });
});
