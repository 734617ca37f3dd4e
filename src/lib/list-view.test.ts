// A list's view in the address: forgiving when read, short when written.
import { describe, expect, it } from 'vitest';
import {
  hasListFilters,
  listRequestOf,
  queryValue,
  readListView,
  withListFilters,
  writeListView,
  type ListView,
  type ListViewSpec,
} from './list-view.ts';

interface Filters {
  [key: string]: string | number | boolean | undefined;
  q?: string;
  typeId?: number;
  enabled?: boolean;
}
const SORTS = ['name:asc', 'price:desc'] as const;
const spec: ListViewSpec<Filters, (typeof SORTS)[number]> = {
  sorts: SORTS,
  defaultSort: 'name:asc',
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    typeId: queryValue.positiveInt(params.get('typeId')),
    enabled: queryValue.boolean(params.get('enabled')),
  }),
};

describe('readListView', () => {
  it('reads filters, page, size and sort from the query', () => {
    const view = readListView(
      spec,
      new URLSearchParams('q=%20maíz%20&typeId=3&enabled=false&page=2&size=25&sort=price:desc'),
    );
    expect(view).toEqual({
      filters: { q: 'maíz', typeId: 3, enabled: false },
      page: 2,
      size: 25,
      sort: 'price:desc',
    });
  });

  it('falls back to the defaults for anything it cannot read', () => {
    const view = readListView(
      spec,
      new URLSearchParams('q=%20&typeId=-1&enabled=si&page=0&size=13&sort=otro'),
    );
    expect(view).toEqual({ filters: {}, page: 1, size: 10, sort: 'name:asc' });
  });
});

describe('writeListView', () => {
  it('leaves out empty filters and defaults, and trims text', () => {
    const params = writeListView(spec, {
      filters: { q: '  Blanco ', typeId: undefined, enabled: true },
      page: 1,
      size: 10,
      sort: 'name:asc',
    });
    expect(params.toString()).toBe('q=Blanco&enabled=true');
  });

  it('writes what differs from the defaults', () => {
    const params = writeListView(spec, { filters: {}, page: 3, size: 50, sort: 'price:desc' });
    expect(params.toString()).toBe('page=3&size=50&sort=price%3Adesc');
  });
});

describe('filters', () => {
  it('start again at page 1 when they change, and say whether any is set', () => {
    const view: ListView<Filters, (typeof SORTS)[number]> = {
      filters: { q: 'a' },
      page: 4,
      size: 10,
      sort: 'name:asc',
    };
    expect(withListFilters(view, { typeId: 2 })).toEqual({ ...view, filters: { typeId: 2 }, page: 1 });
    expect(hasListFilters(view)).toBe(true);
    expect(hasListFilters({ ...view, filters: { q: ' ' } })).toBe(false);
    expect(listRequestOf(view)).toEqual({ q: 'a', page: 4, size: 10, sort: 'name:asc' });
  });
});
