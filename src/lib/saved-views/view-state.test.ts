// A saved view's state and the list's address: what a view keeps, how applying one writes the
// address (hidden columns included), and when the list still shows a view exactly.
import { describe, expect, it } from 'vitest';
import { LIST_VIEWS, viewForOtherTab } from '../../features/sales/list-query.ts';
import { readListView, writeListView } from '../list-view.ts';
import { isSameState, stateOfView, viewOfState } from './view-state.ts';

const spec = LIST_VIEWS.sale;

describe('saved view state', () => {
  it('keeps the filters, sort and hidden columns of the address, not the page or its size', () => {
    const view = readListView(
      spec,
      new URLSearchParams(
        'q=%20ma%C3%ADz%20&status=ACTIVE&sort=total:desc&page=3&size=25&hide=season,voucher,nope',
      ),
    );
    expect(stateOfView(view)).toEqual({
      filters: { q: 'maíz', status: 'ACTIVE' },
      sort: 'total:desc',
      hiddenColumns: ['season', 'voucher'],
    });
  });

  it('applies a view from the first page at the current size, and writes its columns to the address', () => {
    const current = readListView(spec, new URLSearchParams('page=4&size=50&q=frijol'));
    const applied = viewOfState(
      { filters: { seasonId: 2 }, sort: 'folio:asc', hiddenColumns: ['consultant', 'date'] },
      current,
    );
    expect(writeListView(spec, applied).toString()).toBe(
      'seasonId=2&size=50&sort=folio%3Aasc&hide=date%2Cconsultant',
    );
  });

  it('compares states whatever the order of filters and columns', () => {
    const a = { filters: { q: 'x', seasonId: 1 }, sort: 'date:desc', hiddenColumns: ['date', 'season'] };
    const b = { filters: { seasonId: 1, q: ' x ' }, sort: 'date:desc', hiddenColumns: ['season', 'date'] };
    expect(isSameState(a, b)).toBe(true);
    expect(isSameState(a, { ...b, hiddenColumns: ['season'] })).toBe(false);
    expect(isSameState(a, { ...b, sort: 'date:asc' })).toBe(false);
    expect(isSameState(a, { ...b, filters: { seasonId: 1 } })).toBe(false);
  });

  it('drops the hidden columns when switching between the sales and DKbono tabs', () => {
    const view = readListView(spec, new URLSearchParams('hide=season&q=x'));
    expect(view.hidden).toEqual(['season']);
    const other = viewForOtherTab(view);
    expect(writeListView(LIST_VIEWS.voucher, other).toString()).toBe('q=x');
  });
});
