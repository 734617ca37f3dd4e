// What the sale and Dkbono lists share: both are records of a customer in a season, owned by a
// consultant and known by a folio, so their common filters, their free-text search, the names a row
// shows and the product lines a detail shows are one piece of code here, given the record's table
// and alias (as the scope is, customerRecordScope in scope.ts). Each list keeps what is its own: the
// sale's day against the Dkbono's creation time, the sale search's first matches in date order, the
// columns it shows.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { OrderKey } from './pagination.ts';
import { customersNamed } from './text-search.ts';

/** A table of customer records and the alias its lists read it under. */
export type CustomerRecords = { table: 'sales'; alias: 's' } | { table: 'vouchers'; alias: 'v' };

/** The filters both lists take, each on the record's own column (and so its index). */
export interface CustomerRecordFilters {
  seasonId?: number | undefined;
  clientId?: number | undefined;
  consultantId?: number | undefined;
  status?: string | undefined;
}

/** A query a condition can be added to (Kysely's SelectQueryBuilder). */
interface Filterable<Q> {
  where(condition: Expression<SqlBool>): Q;
}

/** `query` restricted by the season, customer, consultant and status asked for. */
export function withRecordFilters<Q extends Filterable<Q>>(
  query: Q,
  records: CustomerRecords,
  filters: CustomerRecordFilters,
): Q {
  const column = (name: string) => sql.ref(`${records.alias}.${name}`);
  let filtered = query;
  for (const [name, value] of [
    ['season_id', filters.seasonId],
    ['client_id', filters.clientId],
    ['consultant_id', filters.consultantId],
    ['status', filters.status],
  ] as const) {
    if (value !== undefined) filtered = filtered.where(sql<SqlBool>`${column(name)} = ${value}`);
  }
  return filtered;
}

/**
 * `q` for a page and its count: the folio or the customer's name contains the text. The matching
 * ids are collected first, as the union of two indexable sets (folio: the trigram index of
 * migration 010 where pg_trgm exists; customer name: the customers, then the customer index), so
 * a page sorts only the matches instead of walking the date index until enough turn up, and the
 * count never reads every record. Without pg_trgm the folio branch reads the table.
 */
export function folioOrCustomerIds(records: CustomerRecords, pattern: string): RawBuilder<SqlBool> {
  const table = sql.raw(records.table);
  const q = sql.raw(`q${records.alias}`);
  return sql<SqlBool>`${sql.raw(records.alias)}.id = any(array(
    select ${q}.id from ${table} ${q} where ${q}.folio ilike ${pattern}
    union all
    select ${q}.id from ${table} ${q}
    where ${q}.client_id in (${customersNamed(pattern)})))`;
}

/**
 * The same `q` tested row by row, for readers that walk the whole list (the report's and the
 * exports' keyset batches): one pass, where collecting the ids would be repeated for every batch.
 */
export function folioOrCustomerRow(records: CustomerRecords, pattern: string): RawBuilder<SqlBool> {
  const alias = sql.raw(records.alias);
  return sql<SqlBool>`(${alias}.folio ilike ${pattern} or ${alias}.client_id in (${customersNamed(pattern)}))`;
}

/** The customer's full name, from the customers joined as `c`. */
export const customerName = sql<string>`c.first_name || ' ' || c.last_name`.as('customerName');

/**
 * The season's and the consultant's names of a record, each looked up for the row: for a page's few
 * rows this plans in a fraction of the time of more tables joined.
 */
export function seasonAndConsultantNames(records: CustomerRecords) {
  const alias = sql.raw(records.alias);
  return [
    sql<string>`(select se.name from seasons se where se.id = ${alias}.season_id)`.as('seasonName'),
    sql<string>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${alias}.consultant_id)`.as(
      'consultantName',
    ),
  ] as const;
}

/** Whether an order reads the customer's name, so the ids of a page are read with customers joined (`c`). */
export const ordersByCustomer = (order: readonly OrderKey[]) =>
  order.some((key) => key.column.startsWith('c.'));

/** The columns of a record's lines (`i`) with their product (`p`) that a sale's and a Dkbono's detail both show. */
export const LINE_COLUMNS = [
  'i.id',
  'i.product_id',
  'p.code',
  'p.name',
  'i.quantity',
  'i.base_price',
  'i.discount',
  'i.total',
] as const;

/** A line of those columns as a detail shows it (money in pesos). */
export function lineDetail(line: {
  id: number;
  product_id: number;
  code: string;
  name: string;
  quantity: number;
  base_price: string;
  discount: string;
  total: string;
}) {
  return {
    id: line.id,
    productId: line.product_id,
    productCode: line.code,
    productName: line.name,
    quantity: line.quantity,
    basePrice: fromCents(toCents(line.base_price)),
    discount: fromCents(toCents(line.discount)),
    total: fromCents(toCents(line.total)),
  };
}
