// SQL of the sales zones: the list with their states and what points at each zone, and the writes.
import { sql, type Kysely } from 'kysely';
import type { Zone, ZoneSummary } from '../../../domain/locations.ts';
import type { Database } from '../../db/database.ts';

const bySpanishName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'es');

export async function listZones(db: Kysely<Database>): Promise<Zone[]> {
  const rows = await db.selectFrom('zones').select(['id', 'name']).execute();
  return rows.sort(bySpanishName);
}

export async function findZone(db: Kysely<Database>, id: number): Promise<Zone | null> {
  const row = await db.selectFrom('zones').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** The zone, locked until the transaction ends: a row pointing at it must wait (its key-share lock conflicts). */
export async function lockZone(
  db: Kysely<Database>,
  id: number,
): Promise<(Zone & { version: number }) | null> {
  const row = await db
    .selectFrom('zones')
    .select(['id', 'name', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Every zone with its states and how many users, customers and partners belong to it. */
export async function listZoneSummaries(db: Kysely<Database>): Promise<ZoneSummary[]> {
  const count = (table: 'users' | 'clients' | 'partners') =>
    sql<number>`(select count(*) from ${sql.table(table)} t where t.zone_id = z.id)`;
  const [zones, states] = await Promise.all([
    db
      .selectFrom('zones as z')
      .select(['z.id', 'z.name', 'z.version', count('users').as('users'), count('clients').as('clients')])
      .select(count('partners').as('partners'))
      .execute(),
    db.selectFrom('states').select(['id', 'name', 'abbreviation', 'zone_id as zoneId']).execute(),
  ]);
  return zones
    .map((zone) => ({
      id: zone.id,
      name: zone.name,
      version: zone.version,
      users: Number(zone.users),
      clients: Number(zone.clients),
      partners: Number(zone.partners),
      states: states
        .filter((state) => state.zoneId === zone.id)
        .map(({ id, name, abbreviation }) => ({ id, name, abbreviation }))
        .sort(bySpanishName),
    }))
    .sort(bySpanishName);
}

export interface ZoneUsage {
  users: number;
  clients: number;
  partners: number;
  states: number;
}

export async function zoneUsage(db: Kysely<Database>, zoneId: number): Promise<ZoneUsage> {
  const count = (table: 'users' | 'clients' | 'partners' | 'states') =>
    sql<number>`(select count(*) from ${sql.table(table)} t where t.zone_id = ${zoneId})`;
  const row = await db
    .selectNoFrom([
      count('users').as('users'),
      count('clients').as('clients'),
      count('partners').as('partners'),
      count('states').as('states'),
    ])
    .executeTakeFirstOrThrow();
  return {
    users: Number(row.users),
    clients: Number(row.clients),
    partners: Number(row.partners),
    states: Number(row.states),
  };
}

export async function zoneNames(db: Kysely<Database>): Promise<Zone[]> {
  return db.selectFrom('zones').select(['id', 'name']).execute();
}

export async function insertZone(db: Kysely<Database>, name: string): Promise<Zone> {
  return db.insertInto('zones').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

export async function renameZone(
  db: Kysely<Database>,
  id: number,
  name: string,
  version: number,
): Promise<Zone> {
  return db
    .updateTable('zones')
    .set({ name, version, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

export async function deleteZone(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('zones').where('id', '=', id).execute();
}
