// SQL of Dkbonos (vouchers): the scoped, filtered list and the detail with items and payments.
// Like sales, the filters touch only the vouchers table; joins are added for the page's rows.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { VoucherDetail, VoucherListItem, VoucherListQuery } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { MEXICO_TIME_ZONE } from '../sales/dates.ts';
import { fetchPage, parseListSort } from '../pagination.ts';
import { dataScopeOf, scopeCondition } from '../scope.ts';
import { containsPattern } from '../text-search.ts';

export type VoucherListFilters = Omit<VoucherListQuery, 'page' | 'size' | 'sort'>;

/** A Dkbono belongs to the zone of its customer; the other scopes go by the owning consultant. */
export function voucherScopeCondition(auth: AuthContext) {
  const scope = dataScopeOf(auth);
  if (scope.kind === 'zone') {
    return sql<SqlBool>`v.client_id in (select zc.id from clients zc where zc.zone_id = ${scope.zoneId})`;
  }
  return scopeCondition(scope, { consultantId: 'v.consultant_id', zoneId: 'v.client_id' });
}

function filteredVouchers(db: Kysely<Database>, auth: AuthContext, filters: VoucherListFilters) {
  const { q, seasonId, clientId, consultantId, status, from, to } = filters;
  let query = db.selectFrom('vouchers as v').where(voucherScopeCondition(auth));
  if (seasonId !== undefined) query = query.where('v.season_id', '=', seasonId);
  if (clientId !== undefined) query = query.where('v.client_id', '=', clientId);
  if (consultantId !== undefined) query = query.where('v.consultant_id', '=', consultantId);
  if (status !== undefined) query = query.where('v.status', '=', status);
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
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(
      sql<SqlBool>`(v.folio ilike ${pattern} or v.client_id in (select qc.id from clients qc where qc.first_name || ' ' || qc.last_name ilike ${pattern}))`,
    );
  }
  return query;
}

function voucherListBase(db: Kysely<Database>, auth: AuthContext, filters: VoucherListFilters) {
  return filteredVouchers(db, auth, filters)
    .innerJoin('clients as c', 'c.id', 'v.client_id')
    .innerJoin('seasons as se', 'se.id', 'v.season_id')
    .innerJoin('users as u', 'u.id', 'v.consultant_id')
    .leftJoin('sales as sv', 'sv.voucher_id', 'v.id')
    .select([
      'v.id',
      'v.folio',
      'v.created_at',
      'v.client_id',
      sql<string>`c.first_name || ' ' || c.last_name`.as('customerName'),
      'v.season_id',
      'se.name as seasonName',
      'v.consultant_id',
      sql<string>`u.first_name || ' ' || u.last_name`.as('consultantName'),
      'v.total',
      'v.paid',
      'v.status',
      'sv.id as saleId',
    ]);
}

interface VoucherListRow {
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
}

function toVoucherListItem(row: VoucherListRow): VoucherListItem {
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
  };
}

export async function listVouchers(
  db: Kysely<Database>,
  auth: AuthContext,
  query: VoucherListQuery,
): Promise<Page<VoucherListItem>> {
  const { page, size, sort, ...filters } = query;
  return fetchPage(
    { page, size },
    {
      count: async () => {
        const row = await filteredVouchers(db, auth, filters)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      },
      rows: async (limit, offset) => {
        let rows = voucherListBase(db, auth, filters);
        const { field, direction, dateDirection } = parseListSort(sort);
        if (field === 'total') rows = rows.orderBy('v.total', direction);
        else if (field === 'folio') rows = rows.orderBy('v.folio', direction);
        else if (field === 'customer') {
          rows = rows.orderBy('c.first_name', direction).orderBy('c.last_name', direction);
        }
        rows = rows.orderBy('v.created_at', dateDirection).orderBy('v.id', dateDirection);
        const result = await rows.$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset(offset)).execute();
        return result.map(toVoucherListItem);
      },
    },
  );
}

/** The whole Dkbono, or null when it does not exist or lies outside the caller's scope. */
export async function findVoucherDetail(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<VoucherDetail | null> {
  const row = await voucherListBase(db, auth, {})
    .select(['v.notes', 'v.version'])
    .where('v.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const [items, payments] = await Promise.all([
    db
      .selectFrom('voucher_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select([
        'i.id',
        'i.product_id',
        'p.code',
        'p.name',
        'i.quantity',
        'i.base_price',
        'i.discount',
        'i.total',
      ])
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
  ]);
  return {
    ...toVoucherListItem(row),
    notes: row.notes,
    version: row.version,
    items: items.map((i) => ({
      id: i.id,
      productId: i.product_id,
      productCode: i.code,
      productName: i.name,
      quantity: i.quantity,
      basePrice: fromCents(toCents(i.base_price)),
      discount: fromCents(toCents(i.discount)),
      total: fromCents(toCents(i.total)),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      date: p.date,
      amount: fromCents(toCents(p.amount)),
      method: p.method,
      reference: p.reference,
    })),
  };
}
