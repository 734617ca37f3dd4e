// SQL of Dkbonos (vouchers): the scoped, filtered list (read as pages and walked whole by the export,
// through the list builder of shared/record-list.ts, like sales) and the detail with items and
// payments. The filters touch only the vouchers table.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { VoucherDetail, VoucherListItem, VoucherListQuery } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { MEXICO_TIME_ZONE } from '../../../domain/days.ts';
import type { ListCache } from '../shared/list-cache.ts';
import { countUpTo, type OrderKey } from '../shared/pagination.ts';
import { listPage, recordOrder, type RecordList, type TextMatch } from '../shared/record-list.ts';
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
import { containsPattern } from '../shared/text-search.ts';
import { receiptCodesOf } from './receipts.ts';

export type VoucherListFilters = Omit<VoucherListQuery, 'page' | 'size' | 'sort'>;

/** A Dkbono belongs to the zone of its customer; the other scopes go by the owning consultant. */
export function voucherScopeCondition(auth: AuthContext) {
  return customerRecordScope(auth, 'v');
}

const VOUCHERS: CustomerRecords = { table: 'vouchers', alias: 'v' };
const vouchersTable = (db: Kysely<Database>) => db.selectFrom('vouchers as v');
type VouchersQuery = ReturnType<typeof vouchersTable>;

function filteredVouchers(
  db: Kysely<Database>,
  auth: AuthContext,
  filters: VoucherListFilters,
  text: TextMatch,
): VouchersQuery {
  const { q, from, to } = filters;
  let query = withRecordFilters(vouchersTable(db).where(voucherScopeCondition(auth)), VOUCHERS, filters);
  // Days are Mexico City days; the bounds stay on the bare column so its index can serve them.
  if (from !== undefined) {
    query = query.where(
      sql<SqlBool>`v.created_at >= (${from}::date)::timestamp at time zone ${MEXICO_TIME_ZONE}`,
    );
  }
  if (to !== undefined) {
    query = query.where(
      sql<SqlBool>`v.created_at < (${to}::date + 1)::timestamp at time zone ${MEXICO_TIME_ZONE}`,
    );
  }
  if (q)
    query = query.where(
      (text === 'rows' ? folioOrCustomerRow : folioOrCustomerIds)(VOUCHERS, containsPattern(q)),
    );
  return query;
}

/** The list's own columns of a Dkbono (money still numeric strings). */
const VOUCHER_COLUMNS = [
  'v.id',
  'v.folio',
  'v.created_at',
  'v.client_id',
  'v.season_id',
  'v.consultant_id',
  'v.total',
  'v.paid',
  'v.status',
] as const;

/** The display columns of the list joined to the given Dkbonos (a walk's batch, a detail). */
function withDisplayColumns(vouchers: VouchersQuery) {
  return vouchers
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .innerJoin('seasons as se', 'se.id', 'v.season_id')
    .innerJoin('users as u', 'u.id', 'v.consultant_id')
    .leftJoin('sales as sv', 'sv.voucher_id', 'v.id')
    .select([
      ...VOUCHER_COLUMNS,
      customerName,
      'se.name as seasonName',
      sql<string>`u.first_name || ' ' || u.last_name`.as('consultantName'),
      'sv.id as saleId',
      'sv.folio as saleFolio',
    ]);
}

/**
 * The same columns for a page of Dkbonos, as the sale list's pageRows: the customer joined, the
 * rest looked up for each of the page's few rows (a sale redeems a Dkbono at most once).
 */
function pageRows(db: Kysely<Database>, ids: ReturnType<typeof voucherIds>) {
  return vouchersTable(db)
    .where('v.id', 'in', ids)
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .select([
      ...VOUCHER_COLUMNS,
      customerName,
      ...seasonAndConsultantNames(VOUCHERS),
      sql<number | null>`(select sv.id from sales sv where sv.voucher_id = v.id)`.as('saleId'),
      sql<string | null>`(select sv.folio from sales sv where sv.voucher_id = v.id)`.as('saleFolio'),
    ]);
}

function voucherListBase(db: Kysely<Database>, auth: AuthContext, filters: VoucherListFilters) {
  return withDisplayColumns(filteredVouchers(db, auth, filters, 'rows'));
}

/** The ids of the given Dkbonos, joined to customers when the order reads their names. */
function voucherIds(vouchers: VouchersQuery, order: readonly OrderKey[]) {
  return vouchers
    .$if(ordersByCustomer(order), (query) => query.innerJoin('clients as c', 'c.id', 'v.client_id'))
    .select('v.id');
}

/** The Dkbono list for the builder; its order as the sale list's (customers in Spanish order, migration 011). */
export const voucherList: RecordList<
  VoucherListFilters,
  VouchersQuery,
  ReturnType<typeof voucherIds>,
  ReturnType<typeof withDisplayColumns>,
  VoucherListRow,
  ReturnType<typeof pageRows>
> = {
  orderOf: recordOrder({
    fields: { total: ['v.total'], folio: ['v.folio'], customer: ['c.first_name', 'c.last_name'] },
    nameFields: ['customer'],
    date: 'v.created_at',
    id: 'v.id',
  }),
  filtered: filteredVouchers,
  count: countUpTo,
  ids: voucherIds,
  rowsOf: pageRows,
  shown: withDisplayColumns,
  id: 'v.id',
};

export interface VoucherListRow {
  id: number;
  folio: string;
  created_at: Date;
  client_id: number;
  customerName: string;
  season_id: number;
  seasonName: string;
  consultant_id: number;
  consultantName: string;
  total: string;
  paid: string;
  status: VoucherListItem['status'];
  saleId: number | null;
  saleFolio: string | null;
}

export function toVoucherListItem(row: VoucherListRow): VoucherListItem {
  const totalCents = toCents(row.total);
  const paidCents = toCents(row.paid);
  return {
    id: row.id,
    folio: row.folio,
    createdAt: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
    customerName: row.customerName,
    seasonId: row.season_id,
    seasonName: row.seasonName,
    consultantId: row.consultant_id,
    consultantName: row.consultantName,
    total: fromCents(totalCents),
    paid: fromCents(paidCents),
    balance: fromCents(totalCents - paidCents),
    status: row.status,
    saleId: row.saleId,
    saleFolio: row.saleFolio,
  };
}

export async function listVouchers(
  db: Kysely<Database>,
  cache: ListCache | null,
  auth: AuthContext,
  query: VoucherListQuery,
): Promise<Page<VoucherListItem>> {
  const { page, size, sort, ...filters } = query;
  const rows = await listPage(voucherList, db, cache, auth, { page, size, sort, filters });
  return { ...rows, data: rows.data.map(toVoucherListItem) };
}

/** The whole Dkbono, or null when it does not exist or lies outside the caller's scope. */
export async function findVoucherDetail(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<VoucherDetail | null> {
  const row = await voucherListBase(db, auth, {})
    .select([
      'v.notes',
      'v.version',
      'se.is_open as seasonIsOpen',
      'se.start_date as seasonStartDate',
      'se.end_date as seasonEndDate',
      'se.is_voucher_open as seasonIsVoucherOpen',
      'c.phone as customerPhone',
    ])
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [items, payments, receipts] = await Promise.all([
    db
      .selectFrom('voucher_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select(LINE_COLUMNS)
      .where('i.voucher_id', '=', id)
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('voucher_payments')
      .select(['id', 'date', 'amount', 'method', 'reference'])
      .where('voucher_id', '=', id)
      .orderBy('date')
      .orderBy('id')
      .execute(),
    receiptCodesOf(db, id),
  ]);
  return {
    ...toVoucherListItem(row),
    customerPhone: row.customerPhone,
    notes: row.notes,
    version: row.version,
    seasonIsOpen: row.seasonIsOpen,
    seasonStartDate: row.seasonStartDate,
    seasonEndDate: row.seasonEndDate,
    seasonIsVoucherOpen: row.seasonIsVoucherOpen,
    items: items.map(lineDetail),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: fromCents(toCents(p.amount)),
      method: p.method,
      reference: p.reference,
      receiptCode: receipts.get(p.id) ?? null,
    })),
  };
}
