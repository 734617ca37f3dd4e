// SQL of sales: the scoped, filtered list (read as pages, and walked whole by the sale report and
// the export through the list builder of shared/record-list.ts) and the detail. Filters touch only
// the sales table and its indexes; the builder joins customers, seasons, users and Dkbonos to the
// rows it shows.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { SaleDetail, SaleListItem, SaleListQuery } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import type { ListCache } from '../shared/list-cache.ts';
import { countUpTo, type OrderKey } from '../shared/pagination.ts';
import {
  listPage,
  recordOrder,
  type FirstRows,
  type RecordList,
  type TextMatch,
} from '../shared/record-list.ts';
import {
  customerName,
  folioOrCustomerIds,
  folioOrCustomerRow,
  LINE_COLUMNS,
  lineDetail,
  ordersByCustomer,
  seasonAndConsultantNames,
  withRecordFilters,
  type CustomerRecords,
} from '../shared/customer-records.ts';
import { customerRecordScope } from '../shared/scope.ts';
import { containsPattern, customersNamed } from '../shared/text-search.ts';

export type SaleListFilters = Omit<SaleListQuery, 'page' | 'size' | 'sort'>;

/** A sale belongs to the zone of its customer; the other scopes go by the owning consultant. */
export function saleScopeCondition(auth: AuthContext) {
  return customerRecordScope(auth, 's');
}

const SALES: CustomerRecords = { table: 'sales', alias: 's' };
const salesTable = (db: Kysely<Database>) => db.selectFrom('sales as s');
type SalesQuery = ReturnType<typeof salesTable>;

function filteredSales(
  db: Kysely<Database>,
  auth: AuthContext,
  filters: SaleListFilters,
  text: TextMatch,
): SalesQuery {
  const { q, from, to } = filters;
  let query = withRecordFilters(salesTable(db).where(saleScopeCondition(auth)), SALES, filters);
  if (from !== undefined) query = query.where('s.sale_date', '>=', from);
  if (to !== undefined) query = query.where('s.sale_date', '<=', to);
  if (!q) return query;
  const pattern = containsPattern(q);
  if (text === 'rows') return query.where(folioOrCustomerRow(SALES, pattern));
  if (text !== 'ids' && isDateOrder(text.order)) {
    const { q: _q, ...unsearched } = filters;
    return query.where(firstMatchingSales(db, auth, unsearched, pattern, text));
  }
  return query.where(folioOrCustomerIds(SALES, pattern));
}

const isDateOrder = (order: readonly OrderKey[]) =>
  order.length === 2 && order[0]?.column === 's.sale_date' && order[1]?.column === 's.id';

/**
 * `q` for a first page in date order: the first `top` matches in that order, read from the indexes
 * alone (the customer index holds each sale's date and id; the folio's matches are few), each
 * branch inside the scope and filters, so the page sorts `top` rows instead of fetching the date of
 * every match (1,000 for a common surname).
 */
function firstMatchingSales(
  db: Kysely<Database>,
  auth: AuthContext,
  filters: SaleListFilters,
  pattern: string,
  first: FirstRows,
) {
  const branch = (match: RawBuilder<SqlBool>) =>
    filteredSales(db, auth, filters, 'ids').where(match).select(['s.id', 's.sale_date']);
  const matches = branch(sql<SqlBool>`s.folio ilike ${pattern}`).union(
    branch(sql<SqlBool>`s.client_id in (${customersNamed(pattern)})`),
  );
  const direction = sql.raw(first.order[0]?.direction === 'asc' ? 'asc' : 'desc');
  return sql<SqlBool>`s.id in (select m.id from (${matches}) as m
    order by m.sale_date ${direction}, m.id ${direction} limit ${first.top})`;
}

/** The list's own columns of a sale (money still numeric strings) and its customer's name (`c`). */
const SALE_COLUMNS = [
  's.id',
  's.folio',
  's.sale_date as saleDate',
  's.client_id as clientId',
  's.season_id as seasonId',
  's.consultant_id as consultantId',
  's.total',
  's.status',
  's.voucher_id as voucherId',
] as const;

/** The display columns of the list joined to the given sales (a walk's batch, a detail). */
function withDisplayColumns(sales: SalesQuery) {
  return sales
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .innerJoin('users as u', 'u.id', 's.consultant_id')
    .leftJoin('vouchers as v', 'v.id', 's.voucher_id')
    .select([
      ...SALE_COLUMNS,
      customerName,
      'se.name as seasonName',
      sql<string>`u.first_name || ' ' || u.last_name`.as('consultantName'),
      'v.folio as voucherFolio',
    ]);
}

/**
 * The same columns for a page of sales: the customer joined (a customer sort orders by its name),
 * the season, consultant and Dkbono looked up for each of the page's few rows. PostgreSQL plans
 * this in about a quarter of the time it takes to plan five tables joined, which was most of a
 * first page's cost (bench/results.md).
 */
function pageRows(db: Kysely<Database>, ids: ReturnType<typeof saleIds>) {
  return salesTable(db)
    .where('s.id', 'in', ids)
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .select([
      ...SALE_COLUMNS,
      customerName,
      ...seasonAndConsultantNames(SALES),
      sql<string | null>`(select v.folio from vouchers v where v.id = s.voucher_id)`.as('voucherFolio'),
    ]);
}

/** The list rows restricted by scope and filters (the detail reads one of them). */
function saleListBase(db: Kysely<Database>, auth: AuthContext, filters: SaleListFilters) {
  return withDisplayColumns(filteredSales(db, auth, filters, 'rows'));
}

/** The ids of the given sales, joined to customers when the order reads their names. */
function saleIds(sales: SalesQuery, order: readonly OrderKey[]) {
  return sales
    .$if(ordersByCustomer(order), (query) => query.innerJoin('clients as c', 'c.id', 's.client_id'))
    .select('s.id');
}

/**
 * The sale list for the builder. Sorting by customer orders by the customer's name in Spanish order
 * (name-order.ts); ties go newest first, then by id. Migration 011 indexes those keys, so a page
 * walks customers in name order.
 */
export const saleList: RecordList<
  SaleListFilters,
  SalesQuery,
  ReturnType<typeof saleIds>,
  ReturnType<typeof withDisplayColumns>,
  SaleListRow,
  ReturnType<typeof pageRows>
> = {
  orderOf: recordOrder({
    fields: { total: ['s.total'], folio: ['s.folio'], customer: ['c.first_name', 'c.last_name'] },
    nameFields: ['customer'],
    date: 's.sale_date',
    id: 's.id',
  }),
  filtered: filteredSales,
  count: countUpTo,
  ids: saleIds,
  rowsOf: pageRows,
  shown: withDisplayColumns,
  id: 's.id',
};

export type SaleListRow = Omit<SaleListItem, 'total'> & { total: string };

function toSaleListItem(row: SaleListRow): SaleListItem {
  return {
    id: row.id,
    folio: row.folio,
    saleDate: row.saleDate,
    clientId: row.clientId,
    customerName: row.customerName,
    seasonId: row.seasonId,
    seasonName: row.seasonName,
    consultantId: row.consultantId,
    consultantName: row.consultantName,
    total: fromCents(toCents(row.total)),
    status: row.status,
    voucherId: row.voucherId,
    voucherFolio: row.voucherFolio,
  };
}

export async function listSales(
  db: Kysely<Database>,
  cache: ListCache | null,
  auth: AuthContext,
  query: SaleListQuery,
): Promise<Page<SaleListItem>> {
  const { page, size, sort, ...filters } = query;
  const rows = await listPage(saleList, db, cache, auth, { page, size, sort, filters });
  return { ...rows, data: rows.data.map(toSaleListItem) };
}

export async function findSaleDetail(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<SaleDetail | null> {
  const row = await saleListBase(db, auth, {})
    .select(['s.notes', 's.version', 'se.is_open as seasonIsOpen', 'c.phone as customerPhone'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom('sale_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([...LINE_COLUMNS, 'i.hectares', 'i.product_yield', 'i.investment'])
    .where('i.sale_id', '=', id)
    .orderBy('i.id')
    .execute();
  return {
    ...toSaleListItem(row),
    customerPhone: row.customerPhone,
    notes: row.notes,
    version: row.version,
    seasonIsOpen: row.seasonIsOpen,
    items: items.map((i) => ({
      ...lineDetail(i),
      hectares: i.hectares === null ? null : Number(i.hectares),
      productYield: i.product_yield === null ? null : Number(i.product_yield),
      investment: fromCents(toCents(i.investment)),
    })),
  };
}
