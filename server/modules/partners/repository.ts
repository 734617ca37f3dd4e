// SQL of partners: the scoped, filtered and sorted list, one partner with what references it, the
// twins a new name or RFC would clash with, and the writes.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type { PaginationQuery } from '../../../domain/pagination-schemas.ts';
import type { Partner, PartnerListQuery, PartnerType } from '../../../domain/partners.ts';
import type { Database } from '../../db/database.ts';
import { nameOrder } from '../shared/name-order.ts';
import { insertRecordRow, updateRecordRow } from '../shared/record-rows.ts';
import { fetchPage } from '../shared/pagination.ts';
import { containsPattern, foldedContains } from '../shared/text-search.ts';
import { partnerScopeCondition, type PartnerScope } from './scope.ts';

export type PartnerFilters = Omit<PartnerListQuery, 'sort'>;

function filteredPartners(db: Kysely<Database>, scope: PartnerScope, filters: PartnerFilters) {
  const { type, q, active, zoneId } = filters;
  let query = db.selectFrom('partners as p').where(partnerScopeCondition(scope));
  if (type !== undefined) query = query.where('p.type', '=', type);
  if (active !== undefined) query = query.where('p.active', '=', active);
  if (zoneId !== undefined) query = query.where('p.zone_id', '=', zoneId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(
      sql<SqlBool>`(${foldedContains(sql`p.name`, pattern)} or p.tax_id ilike ${pattern} or ${foldedContains(sql`p.contact_name`, pattern)} or p.email ilike ${pattern})`,
    );
  }
  return query;
}

function withPlaces(query: ReturnType<typeof filteredPartners>) {
  return query
    .leftJoin('states as s', 's.id', 'p.state_id')
    .leftJoin('municipalities as m', 'm.id', 'p.municipality_id')
    .leftJoin('zones as z', 'z.id', 'p.zone_id')
    .select([
      'p.id',
      'p.type',
      'p.name',
      'p.tax_id as taxId',
      'p.contact_name as contactName',
      'p.phone',
      'p.email',
      'p.state_id as stateId',
      's.name as stateName',
      'p.municipality_id as municipalityId',
      'm.name as municipalityName',
      'p.zone_id as zoneId',
      'z.name as zoneName',
      'p.active',
      'p.version',
    ]);
}

// Ties break by name, then id, so pages never repeat or skip a row.
const SORT_KEYS = {
  name: [nameOrder('p.name')],
  state: [nameOrder('s.name'), nameOrder('p.name')],
  zone: [nameOrder('z.name'), nameOrder('p.name')],
} as const;

export async function listPartners(
  db: Kysely<Database>,
  scope: PartnerScope,
  filters: PartnerFilters,
  sort: PartnerListQuery['sort'],
  pagination: PaginationQuery,
): Promise<Page<Partner>> {
  const [field, direction] = sort.split(':');
  const keys = field === 'state' || field === 'zone' ? SORT_KEYS[field] : SORT_KEYS.name;
  const isAscending = direction === 'asc';
  return fetchPage(pagination, {
    count: async () => {
      const row = await filteredPartners(db, scope, filters)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    rows: async (limit, offset) => {
      let query = withPlaces(filteredPartners(db, scope, filters));
      for (const key of keys)
        query = query.orderBy(key, (order) => (isAscending ? order.asc() : order.desc()).nullsLast());
      query = query.orderBy('p.id', isAscending ? 'asc' : 'desc');
      query = query.limit(limit).offset(offset);
      return query.execute();
    },
  });
}

export async function findPartner(
  db: Kysely<Database>,
  scope: PartnerScope,
  id: number,
): Promise<Partner | null> {
  const row = await withPlaces(filteredPartners(db, scope, {}).where('p.id', '=', id)).executeTakeFirst();
  return row ?? null;
}

/** The partner row, locked until the transaction ends (two edits of one partner run one after the other). */
export async function lockPartner(db: Kysely<Database>, scope: PartnerScope, id: number) {
  const row = await filteredPartners(db, scope, {})
    .selectAll('p')
    .where('p.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** How many users have it as their distributor, and how many sales name it. */
export async function partnerUsage(
  db: Kysely<Database>,
  id: number,
): Promise<{ users: number; sales: number }> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from users u where u.distributor_id = ${id})`.as('users'),
      sql<number>`(select count(*) from sales s where s.distributor_id = ${id})`.as('sales'),
    ])
    .executeTakeFirstOrThrow();
  return { users: Number(row.users), sales: Number(row.sales) };
}

// Names and RFCs are unique by rule, not by index (the comparison ignores case and accents), so
// partner writes take this transaction lock before checking for twins: two concurrent twins queue.
const PARTNER_NAMES_LOCK = 7_401;

export async function lockPartnerNames(db: Kysely<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PARTNER_NAMES_LOCK})`.execute(db);
}

/** Partners of a type, every zone, for the duplicate checks (names and RFCs are compared in code). */
export async function partnersOfType(db: Kysely<Database>, type: PartnerType) {
  return db
    .selectFrom('partners')
    .select(['id', 'name', 'tax_id as taxId'])
    .where('type', '=', type)
    .execute();
}

export interface PartnerValues {
  type: PartnerType;
  name: string;
  taxId: string | null;
  contactName: string | null;
  phone: string | null;
  email: string | null;
  stateId: number | null;
  municipalityId: number | null;
  zoneId: number | null;
  active: boolean;
}

function columnsOf(values: PartnerValues) {
  return {
    type: values.type,
    name: values.name,
    tax_id: values.taxId,
    contact_name: values.contactName,
    phone: values.phone,
    email: values.email,
    state_id: values.stateId,
    municipality_id: values.municipalityId,
    zone_id: values.zoneId,
    active: values.active,
  };
}

export function insertPartner(db: Kysely<Database>, values: PartnerValues): Promise<number> {
  return insertRecordRow(db, 'partners', columnsOf(values));
}

export function updatePartnerRow(
  db: Kysely<Database>,
  id: number,
  values: PartnerValues,
  version: number,
): Promise<void> {
  return updateRecordRow(db, 'partners', id, columnsOf(values), version);
}
