// SQL of sales: the scoped, filtered list (also streamed by the sale report) and the detail.
// Filters touch only the sales table and its indexes; the joins are added for the page's rows
// alone, so counting 1,000,000 sales never joins them.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { fromCents, toCents } from '../../../domain/money.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { SaleDetail, SaleListItem, SaleListQuery } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage, parseListSort } from '../pagination.ts';
import { dataScopeOf, scopeCondition } from '../scope.ts';
import { containsPattern } from '../text-search.ts';

export type SaleListFilters = Omit<SaleListQuery, 'page' | 'size' | 'sort'>;

/** A sale belongs to the zone of its customer; the other scopes go by the owning consultant. */
export function saleScopeCondition(auth: AuthContext) {
  const scope = dataScopeOf(auth);
  if (scope.kind === 'zone') {
    return sql<SqlBool>`s.client_id in (select zc.id from clients zc where zc.zone_id = ${scope.zoneId})`;
  }
  return scopeCondition(scope, { consultantId: 's.consultant_id', zoneId: 's.client_id' });
}

function filteredSales(db: Kysely<Database>, auth: AuthContext, filters: SaleListFilters) {
  const { q, seasonId, clientId, consultantId, status, from, to } = filters;
  let query = db.selectFrom('sales as s').where(saleScopeCondition(auth));
  if (seasonId !== undefined) query = query.where('s.season_id', '=', seasonId);
  if (clientId !== undefined) query = query.where('s.client_id', '=', clientId);
  if (consultantId !== undefined) query = query.where('s.consultant_id', '=', consultantId);
  if (status !== undefined) query = query.where('s.status', '=', status);
  if (from !== undefined) query = query.where('s.sale_date', '>=', from);
  if (to !== undefined) query = query.where('s.sale_date', '<=', to);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(
      sql<SqlBool>`(s.folio ilike ${pattern} or s.client_id in (select qc.id from clients qc where qc.first_name || ' ' || qc.last_name ilike ${pattern}))`,
    );
  }
  return query;
}

/** The list rows (money still numeric strings) restricted by scope and filters; callers add order and limit. */
export function saleListBase(db: Kysely<Database>, auth: AuthContext, filters: SaleListFilters) {
  return filteredSales(db, auth, filters)
    .innerJoin('clients as c', 'c.id', 's.client_id')
    .innerJoin('seasons as se', 'se.id', 's.season_id')
    .innerJoin('users as u', 'u.id', 's.consultant_id')
    .leftJoin('vouchers as v', 'v.id', 's.voucher_id')
    .select([
      's.id',
      's.folio',
      's.sale_date as saleDate',
      's.client_id as clientId',
      sql<string>`c.first_name || ' ' || c.last_name`.as('customerName'),
      's.season_id as seasonId',
      'se.name as seasonName',
      's.consultant_id as consultantId',
      sql<string>`u.first_name || ' ' || u.last_name`.as('consultantName'),
      's.total',
      's.status',
      's.voucher_id as voucherId',
      'v.folio as voucherFolio',
    ]);
}

type SaleListRow = Omit<SaleListItem, 'total'> & { total: string };

export function toSaleListItem(row: SaleListRow): SaleListItem {
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
  auth: AuthContext,
  query: SaleListQuery,
): Promise<Page<SaleListItem>> {
  const { page, size, sort, ...filters } = query;
  return fetchPage(
    { page, size },
    {
      count: async () => {
        const row = await filteredSales(db, auth, filters)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      },
      rows: async (limit, offset) => {
        let rows = saleListBase(db, auth, filters);
        const { field, direction, dateDirection } = parseListSort(sort);
        if (field === 'total') rows = rows.orderBy('s.total', direction);
        else if (field === 'folio') rows = rows.orderBy('s.folio', direction);
        else if (field === 'customer')
          rows = rows.orderBy('c.first_name', direction).orderBy('c.last_name', direction);
        // The tie-breakers keep pages stable and match the (sale_date desc, id desc) indexes.
        rows = rows.orderBy('s.sale_date', dateDirection).orderBy('s.id', dateDirection);
        const result = await rows.$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset(offset)).execute();
        return result.map(toSaleListItem);
      },
    },
  );
}

export async function findSaleDetail(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<SaleDetail | null> {
  const row = await saleListBase(db, auth, {})
    .select(['s.notes', 's.version', 'se.is_open as seasonIsOpen'])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const items = await db
    .selectFrom('sale_items as i')
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
      'i.hectares',
      'i.product_yield',
      'i.investment',
    ])
    .where('i.sale_id', '=', id)
    .orderBy('i.id')
    .execute();
  return {
    ...toSaleListItem(row),
    notes: row.notes,
    version: row.version,
    seasonIsOpen: row.seasonIsOpen,
    items: items.map((i) => ({
      id: i.id,
      productId: i.product_id,
      productCode: i.code,
      productName: i.name,
      quantity: i.quantity,
      basePrice: fromCents(toCents(i.base_price)),
      discount: fromCents(toCents(i.discount)),
      total: fromCents(toCents(i.total)),
      hectares: Number(i.hectares),
      productYield: Number(i.product_yield),
      investment: fromCents(toCents(i.investment)),
    })),
  };
}
