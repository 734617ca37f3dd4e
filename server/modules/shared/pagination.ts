// Runs a paged list query and builds the list body of docs/design.md §4. size=all returns every row as page
// 1, up to MAX_ALL_ROWS: past it, the first MAX_ALL_ROWS rows as page 1 of a list of pages that
// size, with the real totalRecords, so a caller can tell it did not get everything. A page counts
// at most COUNT_CAP + 1 rows (docs/decisions.md, "Capped list counts"): past the cap it says
// "at least COUNT_CAP" and how many pages are known to exist. A count is kept until the data changes
// (list-cache.ts).
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { COUNT_CAP, MAX_ALL_ROWS, type Page } from '../../../domain/pagination.ts';
import type { PaginationQuery } from '../../../domain/pagination-schemas.ts';
import type { Database } from '../../db/database.ts';
import type { ListCache } from './list-cache.ts';
import { nameOrder } from './name-order.ts';

export interface PageQueries<T> {
  /**
   * How many rows the list holds. Given a limit, a list may stop counting there (countUpTo); a
   * count of `limit` or more reads as "at least". Without one, the exact count.
   */
  count(limit?: number): Promise<number>;
  rows(limit: number, offset: number): Promise<T[]>;
}

/**
 * The rows of a query counted up to `limit`: `select count(*) from (… limit n)`, so the count
 * reads at most `limit` rows however many the list holds. Kept in `cache` until the data changes;
 * without one (a transaction, which must see its own writes) it is counted each time.
 */
export async function countUpTo<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  cache: ListCache | null,
  rows: SelectQueryBuilder<DB, TB, O>,
  limit?: number,
): Promise<number> {
  const each = rows.clearSelect().select(sql<number>`1`.as('one'));
  const counted = limit === undefined ? each : each.limit(limit);
  const query = sql<{ count: string }>`select count(*) as count from (${counted}) as counted`;
  const compiled = query.compile(db);
  const read = async () => Number((await db.executeQuery(compiled)).rows[0]?.count ?? 0);
  // Kept until the data changes (list-cache.ts): the statement names the scope and the filters.
  return cache ? cache.read(`count ${compiled.sql} ${JSON.stringify(compiled.parameters)}`, read) : read();
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
        countKind: 'exact',
      };
    }
    const totalRecords = await queries.count();
    return {
      data: data.slice(0, MAX_ALL_ROWS),
      page: 1,
      size: MAX_ALL_ROWS,
      totalPages: Math.ceil(totalRecords / MAX_ALL_ROWS),
      totalRecords,
      countKind: 'exact',
    };
  }
  const { page, size } = pagination;
  // One row past the page tells whether a next page exists, which a capped count cannot.
  const [counted, read] = await Promise.all([
    queries.count(COUNT_CAP + 1),
    queries.rows(size + 1, (page - 1) * size),
  ]);
  const data = read.slice(0, size);
  if (counted <= COUNT_CAP) {
    return {
      data,
      page,
      size,
      totalPages: Math.ceil(counted / size),
      totalRecords: counted,
      countKind: 'exact',
    };
  }
  // Past the cap: the pages known to exist, never more (an empty page far out proves none).
  const reached = data.length > 0 ? page + (read.length > size ? 1 : 0) : 0;
  return {
    data,
    page,
    size,
    totalPages: Math.max(Math.ceil(COUNT_CAP / size), reached),
    totalRecords: COUNT_CAP,
    countKind: 'atLeast',
  };
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
