// SQL that reads customers (clients): the scoped, filtered list (also the sale forms' lookup) and
// the detail. Filters touch only the clients table; the joins name what the rows show.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { CustomerDetail, CustomerListItem, CustomerListQuery } from '../../../domain/customers.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { PaginationQuery } from '../../../domain/pagination-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { saleScopeCondition } from '../sales/repository.ts';
import { nameOrder } from '../shared/name-order.ts';
import type { ListCache } from '../shared/list-cache.ts';
import { countUpTo, fetchPage, type OrderKey } from '../shared/pagination.ts';
import type { WalkableList } from '../shared/record-list.ts';
import { dataScopeOf, scopeCondition, type DataScope } from '../shared/scope.ts';
import { containsPattern, customerNameContains } from '../shared/text-search.ts';
import { voucherScopeCondition } from '../vouchers/repository.ts';

const CLIENT_SCOPE_COLUMNS = { consultantId: 'c.consultant_id', zoneId: 'c.zone_id' };

export type CustomerListFilters = Omit<CustomerListQuery, 'sort'>;

/** The customers inside the caller's scope; callers narrow it further. */
export function scopedClients(db: Kysely<Database>, scope: DataScope) {
  return db.selectFrom('clients as c').where(scopeCondition(scope, CLIENT_SCOPE_COLUMNS));
}

/** The stored row of one customer inside the scope, or undefined. */
export async function findScopedClientRow(db: Kysely<Database>, scope: DataScope, id: number) {
  return scopedClients(db, scope).selectAll('c').where('c.id', '=', id).executeTakeFirst();
}

// Phones are stored as typed ("33 1234 5678"): digits typed in the search match them without spaces.
function searchCondition(q: string) {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const byPhone =
    digits.length >= 3
      ? sql<SqlBool>`regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : sql<SqlBool>`false`;
  return sql<SqlBool>`(${customerNameContains('c', pattern)} or c.email ilike ${pattern}
    or c.tax_id ilike ${pattern} or c.phone ilike ${pattern} or ${byPhone})`;
}

function filteredClients(db: Kysely<Database>, scope: DataScope, filters: CustomerListFilters) {
  const { status, q, zoneId, consultantId, stateId } = filters;
  let query = scopedClients(db, scope);
  if (status !== undefined) query = query.where('c.status', '=', status);
  if (zoneId !== undefined) query = query.where('c.zone_id', '=', zoneId);
  if (consultantId !== undefined) query = query.where('c.consultant_id', '=', consultantId);
  if (stateId !== undefined) query = query.where('c.state_id', '=', stateId);
  if (q) query = query.where(searchCondition(q));
  return query;
}

function withNames(db: Kysely<Database>, scope: DataScope, filters: CustomerListFilters) {
  return namesOf(filteredClients(db, scope, filters));
}

/** The list's display columns joined to the given customers. */
function namesOf(clients: ReturnType<typeof filteredClients>) {
  return clients
    .leftJoin('states as st', 'st.id', 'c.state_id')
    .leftJoin('municipalities as m', 'm.id', 'c.municipality_id')
    .leftJoin('zones as z', 'z.id', 'c.zone_id')
    .leftJoin('users as u', 'u.id', 'c.consultant_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.status',
      'c.phone',
      'c.email',
      'c.tax_id',
      'c.state_id',
      'st.name as state_name',
      'm.name as municipality_name',
      'c.zone_id',
      'z.name as zone_name',
      'c.consultant_id',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('consultant_name'),
      'c.hectares',
      'c.self_registered',
      sql<boolean>`c.client_key_hash is not null`.as('has_client_key'),
      'c.created_at',
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

/** The order of the customer list (listClients): the chosen field, then names, then the id. */
function customerOrder(sort: string): OrderKey[] {
  const [field, rawDirection] = sort.split(':');
  const direction = rawDirection === 'desc' ? 'desc' : 'asc';
  const nameDirection = field === 'name' ? direction : 'asc';
  const first: OrderKey[] =
    field === 'created'
      ? [{ column: 'c.created_at', direction }]
      : field === 'hectares'
        ? [{ column: 'c.hectares', direction, nullsLast: true }]
        : [];
  return [
    ...first,
    { column: 'c.first_name', direction: nameDirection, name: true },
    { column: 'c.last_name', direction: nameDirection, name: true },
    { column: 'c.id', direction: nameDirection },
  ];
}

/** The customer list walked whole by its export (shared/record-list.ts), in the list's order. */
export const customerList: WalkableList<
  CustomerListFilters,
  ReturnType<typeof filteredClients>,
  ReturnType<typeof namesOf>,
  ListRow
> = {
  orderOf: customerOrder,
  filtered: (db, auth, filters) => filteredClients(db, dataScopeOf(auth), filters),
  shown: namesOf,
  id: 'c.id',
};

const timestamp = (value: Date | string) => new Date(value).toISOString();

export function toListItem(row: ListRow): CustomerListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    status: row.status,
    phone: row.phone,
    email: row.email,
    taxId: row.tax_id,
    stateId: row.state_id,
    stateName: row.state_name,
    municipalityName: row.municipality_name,
    zoneId: row.zone_id,
    zoneName: row.zone_name,
    consultantId: row.consultant_id,
    consultantName: row.consultant_name,
    hectares: row.hectares === null ? null : Number(row.hectares),
    selfRegistered: row.self_registered,
    hasClientKey: Boolean(row.has_client_key),
    createdAt: timestamp(row.created_at),
  };
}

// Names compared without accents or capitals (the same folding as name-order.ts).
/**
 * Recorded customers in the caller's scope that may be the same farmer as a registration: the same
 * RFC, the same phone digits or the same full name (capitals and accents aside). At most ten.
 */
export async function findPossibleMatches(
  db: Kysely<Database>,
  scope: DataScope,
  registration: {
    id: number;
    first_name: string;
    last_name: string;
    phone: string | null;
    tax_id: string | null;
  },
): Promise<CustomerListItem[]> {
  const digits = (registration.phone ?? '').replace(/\D/g, '');
  const fullName = `${registration.first_name} ${registration.last_name}`;
  const rows = await withNames(db, scope, {})
    .where('c.id', '!=', registration.id)
    .where('c.status', '!=', 'PENDING')
    .where((eb) =>
      eb.or([
        registration.tax_id ? eb('c.tax_id', '=', registration.tax_id) : sql<SqlBool>`false`,
        digits.length >= 7
          ? sql<SqlBool>`regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') = ${digits}`
          : sql<SqlBool>`false`,
        sql<SqlBool>`c.search_name = search_fold(${fullName})`,
      ]),
    )
    .orderBy('c.id')
    .limit(10)
    .execute();
  return rows.map(toListItem);
}

export async function listClients(
  db: Kysely<Database>,
  cache: ListCache | null,
  scope: DataScope,
  query: CustomerListQuery,
  pagination: PaginationQuery,
): Promise<Page<CustomerListItem>> {
  const { sort, ...filters } = query;
  const [field, rawDirection] = sort.split(':');
  const direction = rawDirection === 'desc' ? 'desc' : 'asc';
  return fetchPage(pagination, {
    count: (limit) => countUpTo(db, cache, filteredClients(db, scope, filters), limit),
    rows: async (limit, offset) => {
      let rows = withNames(db, scope, filters);
      if (field === 'created') rows = rows.orderBy('c.created_at', direction);
      else if (field === 'hectares') rows = rows.orderBy(sql`c.hectares ${sql.raw(direction)} nulls last`);
      const nameDirection = field === 'name' ? direction : 'asc';
      rows = rows
        .orderBy(nameOrder('c.first_name'), nameDirection)
        .orderBy(nameOrder('c.last_name'), nameDirection)
        .orderBy('c.id', nameDirection);
      const result = await rows.limit(limit).offset(offset).execute();
      return result.map(toListItem);
    },
  });
}

/** One customer inside the caller's scope, or null (missing and out of scope look the same). */
export async function findClientDetail(
  db: Kysely<Database>,
  auth: AuthContext,
  scope: DataScope,
  id: number,
): Promise<CustomerDetail | null> {
  const row = await withNames(db, scope, {})
    .leftJoin('localities as l', 'l.id', 'c.locality_id')
    .leftJoin('product_types as pt', 'pt.id', 'c.production_type_id')
    .select([
      'c.municipality_id',
      'c.locality_id',
      'l.name as locality_name',
      'c.production_type_id',
      'pt.name as production_type_name',
      'c.client_key_hint',
      'c.updated_at',
      'c.version',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  // Counted with the sale and Dkbono lists' own scope, so they match what the links show.
  const [sales, vouchers] = await Promise.all([
    db
      .selectFrom('sales as s')
      .where(saleScopeCondition(auth))
      .where('s.client_id', '=', id)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst(),
    db
      .selectFrom('vouchers as v')
      .where(voucherScopeCondition(auth))
      .where('v.client_id', '=', id)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirst(),
  ]);
  return {
    ...toListItem(row),
    municipalityId: row.municipality_id,
    localityId: row.locality_id,
    localityName: row.locality_name,
    productionTypeId: row.production_type_id,
    productionTypeName: row.production_type_name,
    clientKeyHint: row.client_key_hint,
    updatedAt: timestamp(row.updated_at),
    version: row.version,
    salesCount: Number(sales?.count ?? 0),
    vouchersCount: Number(vouchers?.count ?? 0),
  };
}
