// Runs a paged list query and builds the list body of docs/design.md §4. size=all returns every row as page
// 1, up to MAX_ALL_ROWS: past it, the first MAX_ALL_ROWS rows as page 1 of a list of pages that
// size, with the real totalRecords, so a caller can tell it did not get everything.
import { sql, type RawBuilder } from 'kysely';
import { MAX_ALL_ROWS, type Page, type PaginationQuery } from '../../../domain/pagination.ts';
import { nameOrder } from './name-order.ts';

export interface PageQueries<T> {
  count(): Promise<number>;
  rows(limit: number, offset: number): Promise<T[]>;
}

export async function fetchPage<T>(pagination: PaginationQuery, queries: PageQueries<T>): Promise<Page<T>> {
  if (pagination.size === 'all') {
    // One row more than the ceiling tells whether there are more, without counting every time.
    const data = await queries.rows(MAX_ALL_ROWS + 1, 0);
    if (data.length <= MAX_ALL_ROWS) {
      return {
        data,
        page: 1,
        size: data.length,
        totalPages: data.length > 0 ? 1 : 0,
        totalRecords: data.length,
      };
    }
    const totalRecords = await queries.count();
    return {
      data: data.slice(0, MAX_ALL_ROWS),
      page: 1,
      size: MAX_ALL_ROWS,
      totalPages: Math.ceil(totalRecords / MAX_ALL_ROWS),
      totalRecords,
    };
  }
  const { page, size } = pagination;
  const [totalRecords, data] = await Promise.all([queries.count(), queries.rows(size, (page - 1) * size)]);
  return { data, page, size, totalPages: Math.ceil(totalRecords / size), totalRecords };
}

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
  /** Direction of the date/id tie-breakers: the chosen one when sorting by date, else newest first. */
  dateDirection: 'asc' | 'desc';
}

/** Reads a `field:direction` sort of domain/sales.ts (SALE_SORTS) for the sale and Dkbono lists. */
export function parseListSort(sort: string): ListSort {
  const [field = 'date', rawDirection] = sort.split(':');
  const direction = rawDirection === 'asc' ? 'asc' : 'desc';
  return { field, direction, dateDirection: field === 'date' ? direction : 'desc' };
}

/** One ORDER BY key of a list: a qualified column ("s.total") and its direction. */
export interface OrderKey {
  column: string;
  direction: 'asc' | 'desc';
  /** A name: ordered by its Spanish sort key (name-order.ts), not byte by byte. */
  name?: true;
  /** A nullable number whose empty values come last in either direction. */
  nullsLast?: true;
}

export interface ListOrderColumns {
  /** The columns of each sortable field other than the date, in order ("customer": first, last name). */
  fields: Record<string, readonly string[]>;
  /** The fields whose columns are names ("customer"). */
  nameFields?: readonly string[];
  date: string;
  id: string;
}

/** What to ORDER BY for a key. */
export function orderExpression(key: OrderKey): RawBuilder<unknown> {
  if (key.name) return nameOrder(key.column);
  if (key.nullsLast) {
    // An empty value as the far end of the direction: the order of "nulls last", with a value that a
    // keyset comparison can also read (null compares as unknown).
    const end = sql.raw(key.direction === 'asc' ? `'Infinity'::numeric` : `'-Infinity'::numeric`);
    return sql`coalesce(${sql.ref(key.column)}, ${end})`;
  }
  return sql.ref(key.column);
}

/**
 * The whole ORDER BY of a sale or Dkbono list: the chosen field, then date and id as tie-breakers,
 * so every row has exactly one place and consecutive pages never repeat or skip a row.
 */
export function listOrderKeys(sort: string, columns: ListOrderColumns): OrderKey[] {
  const { field, direction, dateDirection } = parseListSort(sort);
  const fieldColumns = field === 'date' ? [] : (columns.fields[field] ?? []);
  const name = columns.nameFields?.includes(field) ? { name: true as const } : {};
  return [
    ...fieldColumns.map((column) => ({ column, direction, ...name })),
    { column: columns.date, direction: dateDirection },
    { column: columns.id, direction: dateDirection },
  ];
}
