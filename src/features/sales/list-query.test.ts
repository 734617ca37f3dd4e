import { describe, expect, it } from 'vitest';
import {
  hasListFilters,
  listRequestOf,
  readListView as readView,
  withListFilters,
  writeListView as writeView,
} from '../../lib/list-view.ts';
import { LIST_VIEWS, viewForOtherTab, type SaleListTab, type SaleListView } from './list-query.ts';

const readListView = (params: URLSearchParams, tab: SaleListTab) => readView(LIST_VIEWS[tab], params);
const writeListView = (view: SaleListView) => writeView(LIST_VIEWS.sale, view);

const params = (query: string) => new URLSearchParams(query);

describe('sale list view in the URL', () => {
  it('starts at page 1, 10 rows, newest first, without filters', () => {
    const view = readListView(params(''), 'sale');
    expect(view).toEqual({ filters: {}, page: 1, size: 10, sort: 'date:desc' });
    expect(hasListFilters(view)).toBe(false);
    expect(writeListView(view).toString()).toBe('');
  });

  it('reads the filters trimmed and drops empty or unreadable values', () => {
    const view = readListView(
      params(
        'q=%20%20P%C3%A9rez%20&seasonId=3&status=ACTIVE&from=2026-02-01&to=mañana&consultantId=abc&page=2&size=25&sort=total:asc',
      ),
      'sale',
    );
    expect(view).toEqual({
      filters: { q: 'Pérez', seasonId: 3, status: 'ACTIVE', from: '2026-02-01' },
      page: 2,
      size: 25,
      sort: 'total:asc',
    });
  });

  it('keeps only the statuses of the tab being read', () => {
    expect(readListView(params('status=PAID'), 'sale').filters.status).toBeUndefined();
    expect(readListView(params('status=PAID'), 'voucher').filters.status).toBe('PAID');
    expect(readListView(params('status=ACTIVE'), 'voucher').filters.status).toBeUndefined();
  });

  it('falls back to the defaults for sizes and sorts it does not offer', () => {
    const view = readListView(params('size=1000&sort=drop%20table&page=-1'), 'sale');
    expect(view).toMatchObject({ page: 1, size: 10, sort: 'date:desc' });
  });

  it('writes cleaned filters and leaves defaults out of the address', () => {
    const view: SaleListView = {
      filters: { q: '  V-2026 ', seasonId: 4, status: '', from: undefined },
      page: 1,
      size: 50,
      sort: 'date:desc',
    };
    expect(writeListView(view).toString()).toBe('q=V-2026&seasonId=4&size=50');
    expect(listRequestOf(view)).toEqual({ q: 'V-2026', seasonId: 4, page: 1, size: 50, sort: 'date:desc' });
  });

  it('goes back to page 1 when the filters change', () => {
    const view = readListView(params('page=4&q=ana'), 'sale');
    expect(withListFilters(view, { q: 'luis ' })).toMatchObject({ page: 1, filters: { q: 'luis' } });
  });

  it('keeps the shared filters but not the status when switching tabs', () => {
    const view = readListView(params('q=ana&status=CANCELLED&page=3&seasonId=2'), 'sale');
    expect(viewForOtherTab(view)).toMatchObject({ page: 1, filters: { q: 'ana', seasonId: 2 } });
    expect(viewForOtherTab(view).filters.status).toBeUndefined();
  });
});
