// SQL of the geography: the 32 states with their zone, a state's municipalities, a municipality's
// localities, and the locality writes. Names sort in Spanish order in code, so accents sort the
// same on PostgreSQL and PGlite whatever their collation.
import type { Kysely } from 'kysely';
import type { Locality, MexicanState, Municipality } from '../../../domain/locations.ts';
import type { Database } from '../../db/database.ts';
import { sameName } from './names.ts';

const bySpanishName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

export async function listStates(db: Kysely<Database>): Promise<MexicanState[]> {
  const rows = await db
    .selectFrom('states as s')
    .leftJoin('zones as z', 'z.id', 's.zone_id')
    .select(['s.id', 's.code', 's.name', 's.abbreviation', 'z.id as zoneId', 'z.name as zoneName'])
    .execute();
  return rows
    .map(({ zoneId, zoneName, ...state }) => ({
      ...state,
      zone: zoneId !== null && zoneName !== null ? { id: zoneId, name: zoneName } : null,
    }))
    .sort(bySpanishName);
}

export async function findState(db: Kysely<Database>, id: number): Promise<MexicanState | null> {
  const states = await listStates(db);
  return states.find((state) => state.id === id) ?? null;
}

export async function stateExists(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db.selectFrom('states').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function setStateZone(db: Kysely<Database>, stateId: number, zoneId: number | null) {
  await db.updateTable('states').set({ zone_id: zoneId }).where('id', '=', stateId).execute();
}

export async function listMunicipalities(db: Kysely<Database>, stateId: number): Promise<Municipality[]> {
  const rows = await db
    .selectFrom('municipalities')
    .select(['id', 'state_id as stateId', 'code', 'name'])
    .where('state_id', '=', stateId)
    .execute();
  return rows.sort(bySpanishName);
}

export async function findMunicipality(db: Kysely<Database>, id: number): Promise<Municipality | null> {
  const row = await db
    .selectFrom('municipalities')
    .select(['id', 'state_id as stateId', 'code', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

const localityColumns = [
  'id',
  'municipality_id as municipalityId',
  'name',
  'postal_code as postalCode',
  'version',
] as const;

export async function listLocalities(db: Kysely<Database>, municipalityId: number): Promise<Locality[]> {
  const rows = await db
    .selectFrom('localities')
    .select(localityColumns)
    .where('municipality_id', '=', municipalityId)
    .execute();
  return rows.sort(bySpanishName);
}

/** The locality, locked until the transaction ends (an edit checks and moves its version). */
export async function lockLocality(db: Kysely<Database>, id: number): Promise<Locality | null> {
  const row = await db
    .selectFrom('localities')
    .select(localityColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Another locality of the municipality with the same name, whatever the case and accents of the typing. */
export async function localityNameTaken(
  db: Kysely<Database>,
  municipalityId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db
    .selectFrom('localities')
    .select(['id', 'name'])
    .where('municipality_id', '=', municipalityId)
    .execute();
  return rows.some((row) => row.id !== exceptId && sameName(row.name, name));
}

export async function insertLocality(
  db: Kysely<Database>,
  values: { municipalityId: number; name: string; postalCode: string | null },
): Promise<Locality> {
  return db
    .insertInto('localities')
    .values({ municipality_id: values.municipalityId, name: values.name, postal_code: values.postalCode })
    .returning(localityColumns)
    .executeTakeFirstOrThrow();
}

export async function updateLocality(
  db: Kysely<Database>,
  id: number,
  values: { name: string; postalCode: string | null; version: number },
): Promise<Locality> {
  return db
    .updateTable('localities')
    .set({
      name: values.name,
      postal_code: values.postalCode,
      version: values.version,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(localityColumns)
    .executeTakeFirstOrThrow();
}
