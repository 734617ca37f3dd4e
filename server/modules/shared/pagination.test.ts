import { describe, expect, it } from 'vitest';
import { COUNT_CAP, MAX_ALL_ROWS } from '../../../domain/pagination.ts';
import { pagedQuerySchema, paginationQuerySchema } from '../../../domain/pagination-schemas.ts';
import { fetchPage, listOrderKeys, parseListSort, type PageQueries } from './pagination.ts';

/** A list of `total` rows (their numbers), recording what it was asked. */
function rowsOf(total: number) {
  const asked: string[] = [];
  const queries: PageQueries<number> = {
    count: async (limit) => {
      asked.push(limit === undefined ? 'count' : `count up to ${limit}`);
      return limit === undefined ? total : Math.min(total, limit);
    },
    rows: async (limit, offset) => {
      asked.push(`rows ${limit} from ${offset}`);
      return Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => offset + i);
    },
  };
  return { queries, asked };
}

describe('size=all', () => {
  it('answers every row as one page, without counting, up to the ceiling', async () => {
    const { queries, asked } = rowsOf(MAX_ALL_ROWS);
    const page = await fetchPage({ page: 1, size: 'all' }, queries);
    expect(page).toMatchObject({ page: 1, size: MAX_ALL_ROWS, totalPages: 1, totalRecords: MAX_ALL_ROWS });
    expect(page.data).toHaveLength(MAX_ALL_ROWS);
    expect(asked).toEqual([`rows ${MAX_ALL_ROWS + 1} from 0`]);
  });

  it('answers an empty list as no pages', async () => {
    expect(await fetchPage({ page: 1, size: 'all' }, rowsOf(0).queries)).toEqual({
      data: [],
      page: 1,
      size: 0,
      totalPages: 0,
      totalRecords: 0,
      countKind: 'exact',
    });
  });

  it('stops at the ceiling and says how many rows there are', async () => {
    const page = await fetchPage({ page: 1, size: 'all' }, rowsOf(MAX_ALL_ROWS * 2 + 5).queries);
    expect(page.data).toHaveLength(MAX_ALL_ROWS);
    expect(page.data.at(-1)).toBe(MAX_ALL_ROWS - 1);
    expect(page).toMatchObject({
      page: 1,
      size: MAX_ALL_ROWS,
      totalPages: 3,
      totalRecords: MAX_ALL_ROWS * 2 + 5,
      countKind: 'exact',
    });
  });

  it('is offered by the lookup lists only; the others take 1–200 rows a page', () => {
    expect(paginationQuerySchema.parse({ size: 'all' }).size).toBe('all');
    const refused = pagedQuerySchema.safeParse({ size: 'all' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('El tamaño de página debe ser un número de 1 a 200.');
    expect(pagedQuerySchema.safeParse({ size: '201' }).error?.issues[0]?.message).toBe(
      'El tamaño máximo es 200.',
    );
    expect(pagedQuerySchema.parse({ size: '200' })).toEqual({ page: 1, size: 200 });
  });
});

describe('a page', () => {
  it('counts exactly under the cap, reading one row past the page', async () => {
    const { queries, asked } = rowsOf(25);
    const page = await fetchPage({ page: 2, size: 10 }, queries);
    expect(page).toMatchObject({ page: 2, size: 10, totalPages: 3, totalRecords: 25, countKind: 'exact' });
    expect(page.data).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(asked.sort()).toEqual([`count up to ${COUNT_CAP + 1}`, 'rows 11 from 10']);
  });

  it('counts a list of exactly the cap as exact', async () => {
    expect(await fetchPage({ page: 1, size: 10 }, rowsOf(COUNT_CAP).queries)).toMatchObject({
      totalRecords: COUNT_CAP,
      totalPages: COUNT_CAP / 10,
      countKind: 'exact',
    });
  });

  it('says "at least" past the cap, with the pages it knows exist', async () => {
    const total = COUNT_CAP * 3 + 5;
    const first = await fetchPage({ page: 1, size: 10 }, rowsOf(total).queries);
    expect(first).toMatchObject({
      totalRecords: COUNT_CAP,
      totalPages: COUNT_CAP / 10,
      countKind: 'atLeast',
    });
    expect(first.data).toHaveLength(10);
    // A deep full page with more after it: this page and the next exist.
    expect(await fetchPage({ page: 2000, size: 10 }, rowsOf(total).queries)).toMatchObject({
      totalPages: 2001,
      countKind: 'atLeast',
    });
    // The last page: no next one.
    const last = await fetchPage({ page: 3001, size: 10 }, rowsOf(total).queries);
    expect(last.data).toEqual([30000, 30001, 30002, 30003, 30004]);
    expect(last.totalPages).toBe(3001);
    // Past the end: an empty page proves nothing past the capped count.
    expect(await fetchPage({ page: 9000, size: 10 }, rowsOf(total).queries)).toMatchObject({
      data: [],
      totalPages: COUNT_CAP / 10,
      countKind: 'atLeast',
    });
  });
});

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
