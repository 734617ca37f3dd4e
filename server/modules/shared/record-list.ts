// The one list builder of the sale and Dkbono lists (docs/design.md §4 and §6), used by their pages,
// the sale report and the exports, so scope, filters and order are one piece of code for all of them.
// A list names its table's scoped, filtered rows (no joins), the joins that show them and its order
// columns; the builder reads them two ways:
// - a page (listPage): the ids of the page first, read from the list's own table (deferred join),
//   then the joins for those rows alone, so neither the count nor a deep page joins what OFFSET skips;
//   a deep page starts after a bookmark (the order keys of every BOOKMARK_EVERY-th row, kept until
//   the data changes, list-cache.ts), so OFFSET skips fewer than BOOKMARK_EVERY rows however deep;
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
import type { CompiledQuery } from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import type { ListCache } from './list-cache.ts';
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
export type TextMatch = 'ids' | 'rows' | FirstRows;

/**
 * As `ids`, for a page that needs only the first `top` rows of the list in `order`: a list may read
 * just those of its matches (the sale search in date order) instead of every match.
 */
export interface FirstRows {
  top: number;
  order: readonly OrderKey[];
}

/** The few query operations the builder uses; Kysely's SelectQueryBuilder has them all. */
export interface ListQuery<Self, Row> {
  where(condition: Expression<SqlBool>): Self;
  orderBy(expression: Expression<unknown>, direction: 'asc' | 'desc'): Self;
  limit(limit: number): Self;
  offset(offset: number): Self;
  execute(): Promise<Row[]>;
  compile(): CompiledQuery;
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

/**
 * A list read in pages too. I: the ids of its filtered rows; P: the display rows of a page (by
 * default as a walk shows them).
 */
export interface RecordList<
  F,
  B,
  I,
  S extends ListQuery<S, R>,
  R,
  P extends ListQuery<P, R> = S,
> extends WalkableList<F, B, S, R> {
  /** How many rows the filtered list holds, counting at most `limit` (countUpTo in pagination.ts). */
  count(db: Kysely<Database>, cache: ListCache | null, base: B, limit?: number): Promise<number>;
  /** The ids of the rows, joined to what the order reads from other tables (customers as c). */
  ids(base: B, order: readonly OrderKey[]): I;
  /** The display rows of the given ids (a page's): the table alone, then the joins. */
  rowsOf(db: Kysely<Database>, ids: I): P;
}

/** The order of a sale or Dkbono list (pagination.ts, listOrderKeys). */
export const recordOrder =
  (columns: ListOrderColumns) =>
  (sort: string): OrderKey[] =>
    listOrderKeys(sort, columns);

function ordered<Q extends ListQuery<Q, unknown>>(query: Q, order: readonly OrderKey[]): Q {
  return order.reduce((q, key) => q.orderBy(orderExpression(key), key.direction), query);
}

/**
 * One page of the list with its count (docs/design.md §4). The count and the bookmarks are kept in
 * `cache` until the data changes; without one (a transaction) every page is read from the start.
 */
export async function listPage<
  F,
  B extends ListQuery<B, unknown>,
  I extends ListQuery<I, unknown>,
  S extends ListQuery<S, R>,
  R,
  P extends ListQuery<P, R>,
>(
  list: RecordList<F, B, I, S, R, P>,
  db: Kysely<Database>,
  cache: ListCache | null,
  auth: AuthContext,
  request: { page: number; size: number; sort: string; filters: F },
  bookmarkEvery = BOOKMARK_EVERY,
): Promise<Page<R>> {
  const { page, size, sort, filters } = request;
  const order = list.orderOf(sort);
  return fetchPage(
    { page, size },
    {
      count: (limit) => list.count(db, cache, list.filtered(db, auth, filters, 'ids'), limit),
      rows: async (limit, offset) => {
        // A page: its ids first (from the last bookmark before it), then the joins for those rows alone.
        // A first page needs the list's first rows only; a deeper one starts after a bookmark.
        const text: TextMatch = offset + limit <= bookmarkEvery ? { top: offset + limit, order } : 'ids';
        const ids = () => list.ids(list.filtered(db, auth, filters, text), order);
        const start = await deepStart(cache, ids, order, offset, bookmarkEvery);
        const from = start.after ? ids().where(afterRow(order, start.after)) : ids();
        const pageIds = ordered(from, order).limit(limit).offset(start.skip);
        return ordered(list.rowsOf(db, pageIds), order).execute();
      },
    },
  );
}

/** Rows between two bookmarks of a list's order. */
const BOOKMARK_EVERY = 100;

/**
 * Where a page at `offset` starts reading: after bookmark n (the order keys of row n × every − 1,
 * 0-based), skipping the rest. A bookmark is read once from the nearest one kept before it and kept
 * until the data changes; without the cache (a transaction) or its live change feed, and on the
 * first pages, the page is read from the start.
 */
async function deepStart<I extends ListQuery<I, unknown>>(
  cache: ListCache | null,
  ids: () => I,
  order: readonly OrderKey[],
  offset: number,
  every: number,
): Promise<{ after: unknown[] | null; skip: number }> {
  const mark = Math.floor(offset / every);
  if (mark === 0 || !cache?.feed.live) return { after: null, skip: offset };
  const statement = ordered(ids(), order).compile();
  const key = `bookmarks ${every} ${statement.sql} ${JSON.stringify(statement.parameters)}`;
  const marks = await cache.read(key, async () => new Map<number, unknown[] | null>());
  let found = marks.get(mark);
  if (found === undefined) {
    const generation = cache.feed.generation;
    // One read of a bookmark however many requests need it at once (the cache shares it).
    found = await cache.read(`${key} ${mark}`, async () => {
      const from = Math.max(0, ...[...marks.keys()].filter((n) => n < mark && marks.get(n)));
      const after = from > 0 ? (marks.get(from) ?? null) : null;
      const keys = order.map((key, at) => sql<string>`(${orderExpression(key)})::text`.as(`order_key_${at}`));
      const rows = after ? ids().where(afterRow(order, after)) : ids();
      const [row] = await ordered(selectAlso(rows, keys), order)
        .limit(1)
        .offset((mark - from) * every - 1)
        .execute();
      return row ? order.map((_key, at) => (row as Record<string, unknown>)[`order_key_${at}`]) : null;
    });
    // Kept only if nothing changed while it was read (it may have seen the data before the change).
    if (cache.unchangedSince(generation)) marks.set(mark, found);
  }
  return found ? { after: found, skip: offset - mark * every } : { after: null, skip: offset };
}

/**
 * The keyset condition "after this row". The keys fall into runs of one direction (the customer
 * order: the two names ascending, then date and id descending); each run is one row comparison,
 * which an index on its keys can start from instead of reading every earlier row again (that made a
 * walk of 1,000,000 sales take minutes, and a deep page after a bookmark read as much as OFFSET):
 * (R1) >= (V1) and ((R1) > (V1) or (… the next run past its values)). One run, as the date order,
 * is (date, id) < (v1, v2). The values come back as text (see walkList), so the database reads them
 * as the type of each key.
 */
function afterRow(order: readonly OrderKey[], values: readonly unknown[]): RawBuilder<SqlBool> {
  const runs: { direction: 'asc' | 'desc'; keys: RawBuilder<unknown>[]; values: unknown[] }[] = [];
  order.forEach((key, at) => {
    const last = runs.at(-1);
    const run = last?.direction === key.direction ? last : { direction: key.direction, keys: [], values: [] };
    if (run !== last) runs.push(run);
    run.keys.push(orderExpression(key));
    run.values.push(values[at]);
  });
  let condition: RawBuilder<SqlBool> | null = null;
  for (const run of runs.reverse()) {
    const keys = sql.join(run.keys);
    const bound = sql.join(run.values);
    const past = sql<SqlBool>`(${keys}) ${sql.raw(run.direction === 'asc' ? '>' : '<')} (${bound})`;
    condition = condition
      ? sql<SqlBool>`((${keys}) ${sql.raw(run.direction === 'asc' ? '>=' : '<=')} (${bound}) and (${past} or ${condition}))`
      : past;
  }
  return condition ?? sql<SqlBool>`true`;
}

export const WALK_BATCH = 1000;

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
