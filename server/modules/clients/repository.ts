// SQL of customers (clients): the scoped list and the self-registration insert.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { CustomerListQuery, CustomerOption } from '../../../domain/customers.ts';
import type { Page, PaginationQuery } from '../../../domain/pagination.ts';
import type { ClientsTable, Database } from '../../db/database.ts';
import { fetchPage } from '../pagination.ts';
import { scopeCondition, type DataScope } from '../scope.ts';
import { containsPattern } from '../text-search.ts';

const CLIENT_SCOPE_COLUMNS = { consultantId: 'c.consultant_id', zoneId: 'c.zone_id' };

export async function listClients(
  db: Kysely<Database>,
  scope: DataScope,
  filters: CustomerListQuery,
  pagination: PaginationQuery,
): Promise<Page<CustomerOption>> {
  const { status, q } = filters;
  let base = db.selectFrom('clients as c').where(scopeCondition(scope, CLIENT_SCOPE_COLUMNS));
  if (status) base = base.where('c.status', '=', status);
  if (q) base = base.where(sql<string>`c.first_name || ' ' || c.last_name`, 'ilike', containsPattern(q));
  return fetchPage(pagination, {
    count: async () => {
      const row = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    rows: async (limit, offset) => {
      const rows = await base
        .select(['c.id', 'c.first_name', 'c.last_name', 'c.status'])
        .orderBy('c.first_name')
        .orderBy('c.last_name')
        .orderBy('c.id')
        .$if(limit !== null, (qb) => qb.limit(limit ?? 0).offset(offset))
        .execute();
      return rows.map((r) => ({
        id: r.id,
        firstName: r.first_name,
        lastName: r.last_name,
        status: r.status,
      }));
    },
  });
}

export async function findStateZone(db: Kysely<Database>, stateId: number) {
  return db.selectFrom('states').select(['id', 'zone_id']).where('id', '=', stateId).executeTakeFirst();
}

export async function municipalityBelongsToState(
  db: Kysely<Database>,
  municipalityId: number,
  stateId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('municipalities')
    .select('id')
    .where('id', '=', municipalityId)
    .where('state_id', '=', stateId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function localityBelongsToMunicipality(
  db: Kysely<Database>,
  localityId: number,
  municipalityId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('localities')
    .select('id')
    .where('id', '=', localityId)
    .where('municipality_id', '=', municipalityId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function productionTypeExists(db: Kysely<Database>, productionTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_types')
    .select('id')
    .where('id', '=', productionTypeId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertClient(db: Kysely<Database>, values: Insertable<ClientsTable>): Promise<number> {
  const row = await db.insertInto('clients').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
