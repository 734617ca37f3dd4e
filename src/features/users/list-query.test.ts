import { describe, expect, it } from 'vitest';
import { listRequestOf, readListView, withListFilters, writeListView } from '../../lib/list-view.ts';
import { PENDING_USER_LIST_VIEW, USER_LIST_VIEW } from './list-query.ts';

describe('the users list view in the address', () => {
  it('reads filters, page, size and sort, dropping what is not valid', () => {
    const view = readListView(
      USER_LIST_VIEW,
      new URLSearchParams('q=%20ana%20&role=FARMER&status=DISABLED&zoneId=x&page=3&size=25&sort=email:desc'),
    );
    expect(view).toEqual({
      filters: { q: 'ana', status: 'DISABLED' },
      page: 3,
      size: 25,
      sort: 'email:desc',
    });
  });

  it('falls back to the defaults of each tab', () => {
    expect(readListView(USER_LIST_VIEW, new URLSearchParams('size=7&sort=age'))).toMatchObject({
      size: 10,
      sort: 'name:asc',
    });
    expect(readListView(PENDING_USER_LIST_VIEW, new URLSearchParams('')).sort).toBe('createdAt:asc');
  });

  it('keeps only the text filter on the pending tab', () => {
    const view = readListView(PENDING_USER_LIST_VIEW, new URLSearchParams('q=ochoa&role=ADMIN&zoneId=2'));
    expect(view.filters).toEqual({ q: 'ochoa' });
    expect(listRequestOf(view)).toEqual({
      q: 'ochoa',
      page: 1,
      size: 10,
      sort: 'createdAt:asc',
    });
  });

  it('writes short addresses: no defaults, no empty values, and new filters go back to page 1', () => {
    const view = readListView(USER_LIST_VIEW, new URLSearchParams('page=4'));
    const filtered = withListFilters(view, { q: '  ', role: 'SUPERVISOR', zoneId: 3 });
    expect(filtered.page).toBe(1);
    expect(writeListView(USER_LIST_VIEW, filtered).toString()).toBe('role=SUPERVISOR&zoneId=3');
    expect(
      writeListView(PENDING_USER_LIST_VIEW, {
        ...withListFilters(filtered, { q: filtered.filters.q }),
        sort: 'createdAt:asc',
      }).toString(),
    ).toBe('');
  });
});
