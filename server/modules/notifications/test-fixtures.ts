// Shared set-up of the notification tests: a zone of our own with staff in every state, so who hears
// of an event can be told exactly (the demo's zones and accounts stay as the "other" people).
import type { Kysely } from 'kysely';
import type { Database, StaffRoleColumn, UserStatus } from '../../db/database.ts';

let counter = 0;

export async function insertZone(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.insertInto('zones').values({ name }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertUser(
  db: Kysely<Database>,
  role: StaffRoleColumn | null,
  status: UserStatus,
  zoneId: number | null,
): Promise<number> {
  counter += 1;
  const row = await db
    .insertInto('users')
    .values({
      email: `aviso.${counter}.${Date.now()}@agroventas.mx`,
      first_name: 'Prueba',
      last_name: `Avisos ${counter}`,
      role,
      status,
      zone_id: zoneId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function idOf(db: Kysely<Database>, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

/** Independent of the code under test: the ACTIVE users of some roles, optionally of one zone. */
export async function activeIds(
  db: Kysely<Database>,
  roles: StaffRoleColumn[],
  zoneId?: number,
): Promise<number[]> {
  let query = db.selectFrom('users').select('id').where('status', '=', 'ACTIVE').where('role', 'in', roles);
  if (zoneId !== undefined) query = query.where('zone_id', '=', zoneId);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

export const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);
