import { describe, expect, it } from 'vitest';
import { readUserListView, userListRequest, withUserFilters, writeUserListView } from './list-query.ts';

describe('the users list view in the address', () => {
  it('reads filters, page, size and sort, dropping what is not valid', () => {
    const view = readUserListView(
      new URLSearchParams('q=%20ana%20&role=FARMER&status=DISABLED&zoneId=x&page=3&size=25&sort=email:desc'),
      'users',
    );
    expect(view).toEqual({
      filters: { q: 'ana', status: 'DISABLED' },
      page: 3,
      size: 25,
      sort: 'email:desc',
    });
  });

  it('falls back to the defaults of each tab', () => {
    expect(readUserListView(new URLSearchParams('size=7&sort=age'), 'users')).toMatchObject({
      size: 10,
      sort: 'name:asc',
    });
    expect(readUserListView(new URLSearchParams(''), 'users-pending-list').sort).toBe('createdAt:asc');
  });

  it('keeps only the text filter on the pending tab', () => {
    const view = readUserListView(new URLSearchParams('q=ochoa&role=ADMIN&zoneId=2'), 'users-pending-list');
    expect(view.filters).toEqual({ q: 'ochoa' });
    expect(userListRequest(view, 'users-pending-list')).toEqual({
      q: 'ochoa',
      page: 1,
      size: 10,
      sort: 'createdAt:asc',
    });
  });

  it('writes short addresses: no defaults, no empty values, and new filters go back to page 1', () => {
    const view = readUserListView(new URLSearchParams('page=4'), 'users');
    const filtered = withUserFilters(view, { q: '  ', role: 'SUPERVISOR', zoneId: 3 });
    expect(filtered.page).toBe(1);
    expect(writeUserListView(filtered, 'users').toString()).toBe('role=SUPERVISOR&zoneId=3');
    expect(writeUserListView({ ...filtered, sort: 'createdAt:asc' }, 'users-pending-list').toString()).toBe(
      '',
    );
  });
});
