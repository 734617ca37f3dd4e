// The one list builder of the sale and Dkbono lists (docs/design.md §4 and §6), used by their pages,
// the sale report and the exports, so scope, filters and order are one piece of code for all of them.
// A list names its table's scoped, filtered rows (no joins), the joins that show them and its order
// columns; the builder reads them two ways:
// - a page (listPage): the ids of the page first, read from the list's own table (deferred join),
//   then the joins for those rows alone, so neither the count nor a deep page joins what OFFSET skips;
// - a walk (walkList): every row in list order, in keyset batches (each batch starts after the
//   last row's order keys), so memory stays flat whatever the number of rows.
import {
  sql,
  type AliasedRawBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import {
  fetchPage,
  listOrderKeys,
  orderExpression,
  type ListOrderColumns,
  type OrderKey,
} from './pagination.ts';

/**
 * How a list tests its free text `q`: `ids` collects the matching ids first (good for a page and
 * its count), `rows` tests row by row (good for a walk, where collecting would repeat per batch).
 */
export type TextMatch = 'ids' | 'rows';

/** The few query operations the builder uses; Kysely's SelectQueryBuilder has them all. */
export interface ListQuery<Self, Row> {
  where(condition: Expression<SqlBool>): Self;
  orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Self;
  limit(limit: number): Self;
  offset(offset: number): Self;
  execute(): Promise<Row[]>;
}

/**
 * What a list tells the builder to walk it. B: its table (alias) inside the scope, filtered, no
 * joins; S: the display rows, R: one of them.
 */
export interface WalkableList<F, B, S extends ListQuery<S, R>, R> {
  /** The whole ORDER BY of a sort (the last key unique, so every row has one place). */
  orderOf(sort: string): OrderKey[];
  /** The list's table inside the caller's scope, with the filters; no joins. */
  filtered(db: Kysely<Database>, auth: AuthContext, filters: F, text: TextMatch): B;
  /** The display columns joined to the given rows. */
  shown(base: B): S;
  /** Its id column ("s.id"). */
  id: string;
}

/** A list read in pages too. I: the ids of its filtered rows. */
export interface RecordList<F, B, I, S extends ListQuery<S, R>, R> extends WalkableList<F, B, S, R> {
  /** How many rows the filtered list holds, counting at most `limit` (countUpTo in pagination.ts). */
  count(db: Kysely<Database>, base: B, limit?: number): Promise<number>;
  /** The ids of the rows, joined to what the order reads from other tables (customers as c). */
  ids(base: B, order: readonly OrderKey[]): I;
  /** The display rows of the given ids (a page's): the table alone, then the joins. */
  rowsOf(db: Kysely<Database>, ids: I): S;
}

/** The order of a sale or Dkbono list (pagination.ts, listOrderKeys). */
export const recordOrder =
  (columns: ListOrderColumns) =>
  (sort: string): OrderKey[] =>
    listOrderKeys(sort, columns);

function ordered<Q extends ListQuery<Q, unknown>>(query: Q, order: readonly OrderKey[]): Q {
  return order.reduce((q, key) => q.orderBy(orderExpression(key), key.direction), query);
}

/** One page of the list with its count (docs/design.md §4). */
export async function listPage<
  F,
  B extends ListQuery<B, unknown>,
  I extends ListQuery<I, unknown>,
  S extends ListQuery<S, R>,
  R,
>(
  list: RecordList<F, B, I, S, R>,
  db: Kysely<Database>,
  auth: AuthContext,
  request: { page: number; size: number; sort: string; filters: F },
): Promise<Page<R>> {
  const { page, size, sort, filters } = request;
  const order = list.orderOf(sort);
  return fetchPage(
    { page, size },
    {
      count: (limit) => list.count(db, list.filtered(db, auth, filters, 'ids'), limit),
      rows: async (limit, offset) => {
        // A page: its ids first, then the joins for those rows alone.
        const pageIds = ordered(list.ids(list.filtered(db, auth, filters, 'ids'), order), order)
          .limit(limit)
          .offset(offset);
        return ordered(list.rowsOf(db, pageIds), order).execute();
      },
    },
  );
}

/**
 * The keyset condition "after this row": the first key past the row's, or equal to it and the rest
 * past (k1 > v1 or (k1 = v1 and (k2 < v2 or …))). The values come back as text (see walkList), so
 * the database reads them as the type of each key. Written so an index on the keys can start at
 * the row instead of reading every earlier row again (which made a walk of 1,000,000 sales take
 * minutes): keys of one direction (the date order: date, then id) as one row comparison
 * ((k1, k2) < (v1, v2)), and mixed directions with the first key's bound in front (k1 >= v1 and …).
 */
function afterRow(order: readonly OrderKey[], values: readonly unknown[]): RawBuilder<SqlBool> {
  const expressions = order.map((key) => orderExpression(key));
  const first = order[0];
  if (!first) return sql<SqlBool>`true`;
  if (order.every((key) => key.direction === first.direction)) {
    const past = sql.raw(first.direction === 'asc' ? '>' : '<');
    return sql<SqlBool>`(${sql.join(expressions)}) ${past} (${sql.join([...values])})`;
  }
  let condition = sql<SqlBool>`false`;
  for (let at = order.length - 1; at >= 0; at -= 1) {
    const key = order[at] as OrderKey;
    const value = values[at];
    const past = sql.raw(key.direction === 'asc' ? '>' : '<');
    const expression = expressions[at];
    condition = sql<SqlBool>`(${expression} ${past} ${value} or (${expression} = ${value} and ${condition}))`;
  }
  const atOrPast = sql.raw(first.direction === 'asc' ? '>=' : '<=');
  return sql<SqlBool>`(${expressions[0]} ${atOrPast} ${values[0]} and ${condition})`;
}

export const WALK_BATCH = 1000;
/** The most ids one request may name (a selection of rows on screen). */
export const MAX_LISTED_IDS = 1000;

/**
 * Every row of the list in list order, one batch at a time, each read only when the previous one
 * is taken (a slow reader pauses the reading). `only` keeps just those ids, still inside the scope
 * and the filters: an id the caller may not see is never read.
 */
export async function* walkList<F, B extends ListQuery<B, unknown>, S extends ListQuery<S, R>, R>(
  list: WalkableList<F, B, S, R>,
  db: Kysely<Database>,
  auth: AuthContext,
  request: { sort: string; filters: F; only?: readonly number[]; batchSize?: number },
): AsyncGenerator<R[]> {
  const { sort, filters, only, batchSize = WALK_BATCH } = request;
  if (only && only.length === 0) return;
  const order = list.orderOf(sort);
  // The order keys ride along as text: the next batch starts after the last row's keys, read back
  // at full precision (a timestamp keeps its microseconds, which a JavaScript Date would drop).
  const keys = order.map((key, at) => sql<string>`(${orderExpression(key)})::text`.as(`order_key_${at}`));
  let last: unknown[] | null = null;
  for (;;) {
    let base = list.filtered(db, auth, filters, 'rows');
    if (only) base = base.where(sql<SqlBool>`${sql.ref(list.id)} in (${sql.join([...only])})`);
    let rows = list.shown(base);
    if (last) rows = rows.where(afterRow(order, last));
    const batch = await ordered(selectAlso(rows, keys), order).limit(batchSize).execute();
    if (batch.length > 0) yield batch.map((row) => withoutKeys(row, order.length));
    const tail = batch.at(-1) as Record<string, unknown> | undefined;
    if (batch.length < batchSize || !tail) return;
    last = order.map((_key, at) => tail[`order_key_${at}`]);
  }
}

/** `rows` with extra selected columns; the row type stays R (the extras are taken off by withoutKeys). */
function selectAlso<S>(rows: S, columns: readonly AliasedRawBuilder<string, string>[]): S {
  return (rows as S & { select(selection: readonly AliasedRawBuilder<string, string>[]): S }).select(columns);
}

function withoutKeys<R>(row: R, count: number): R {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (let at = 0; at < count; at += 1) delete copy[`order_key_${at}`];
  return copy as R;
}
