// SQL of what a customer points at: places, production types, the consultants a caller may assign,
// and another customer holding the same RFC. Also the options the customer forms offer.
import type { Kysely } from 'kysely';
import type { ConsultantOption } from '../../../domain/customers.ts';
import type { Database } from '../../db/database.ts';
import { scopeCondition, type DataScope } from '../shared/scope.ts';

export async function findStateZone(db: Kysely<Database>, stateId: number) {
  return db.selectFrom('states').select(['id', 'zone_id']).where('id', '=', stateId).executeTakeFirst();
}

/** The column of a place that names the place it lies in. */
const PARENT_COLUMNS = { municipalities: 'state_id', localities: 'municipality_id' } as const;

/** Whether the place lies in that parent: a municipality in its state, a locality in its municipality. */
async function liesIn(
  db: Kysely<Database>,
  table: keyof typeof PARENT_COLUMNS,
  id: number,
  parentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where(PARENT_COLUMNS[table], '=', parentId)
    .executeTakeFirst();
  return row !== undefined;
}

export const municipalityBelongsToState = (db: Kysely<Database>, municipalityId: number, stateId: number) =>
  liesIn(db, 'municipalities', municipalityId, stateId);

export const localityBelongsToMunicipality = (
  db: Kysely<Database>,
  localityId: number,
  municipalityId: number,
) => liesIn(db, 'localities', localityId, municipalityId);

export async function productionTypeExists(db: Kysely<Database>, productionTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_types')
    .select('id')
    .where('id', '=', productionTypeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active consultants the scope reaches: all, its zone's, its team, or itself. */
function consultantsInScope(db: Kysely<Database>, scope: DataScope) {
  return db
    .selectFrom('users as u')
    .where('u.role', '=', 'CONSULTANT')
    .where('u.status', '=', 'ACTIVE')
    .where(scopeCondition(scope, { consultantId: 'u.id', zoneId: 'u.zone_id' }));
}

export async function findConsultantInScope(db: Kysely<Database>, scope: DataScope, consultantId: number) {
  return consultantsInScope(db, scope)
    .select(['u.id', 'u.zone_id'])
    .where('u.id', '=', consultantId)
    .executeTakeFirst();
}

/** The zone of a customer's owner (any status: a disabled owner still places its customers). */
export async function consultantZone(db: Kysely<Database>, consultantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('zone_id')
    .where('id', '=', consultantId)
    .executeTakeFirst();
  return row?.zone_id ?? null;
}

/** A staff member's full name, as notifications show it. */
export async function staffName(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${row.first_name} ${row.last_name}`;
}

/** Another customer with this RFC, whoever owns it. */
/**
 * The recorded customer that holds an RFC: one staff recorded, or a self-registration once approved.
 * A registration still waiting (or set aside without ever being approved) holds nothing.
 */
export async function recordedClientWithTaxId(db: Kysely<Database>, taxId: string, exceptId: number | null) {
  return db
    .selectFrom('clients')
    .select(['id', 'first_name', 'last_name'])
    .where('tax_id', '=', taxId)
    .where((eb) => eb.or([eb('self_registered', '=', false), eb('consultant_id', 'is not', null)]))
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId ?? 0))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export async function productionTypeOptions(db: Kysely<Database>) {
  return db.selectFrom('product_types').select(['id', 'name']).orderBy('name').execute();
}

export async function consultantOptions(db: Kysely<Database>, scope: DataScope): Promise<ConsultantOption[]> {
  const rows = await consultantsInScope(db, scope)
    .leftJoin('zones as z', 'z.id', 'u.zone_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.zone_id', 'z.name as zone_name'])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
  return rows.map((c) => ({
    id: c.id,
    firstName: c.first_name,
    lastName: c.last_name,
    zoneId: c.zone_id,
    zoneName: c.zone_name,
  }));
}
