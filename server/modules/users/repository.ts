// SQL writes of staff accounts: terms acceptance, the locked row a change works on, the facts an
// assignment is checked against, and the inserts and updates themselves.
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/database.ts';
import { ACCOUNT_COLUMNS } from './list-repository.ts';
import { managedUsersCondition, type Caller } from './user-scope.ts';

export async function recordTermsAcceptance(
  db: Kysely<Database>,
  userId: number,
  version: number,
): Promise<{ before: number | null }> {
  const previous = await db
    .selectFrom('users')
    .select('tos_version')
    .where('id', '=', userId)
    .executeTakeFirst();
  const now = new Date();
  await db
    .updateTable('users')
    .set({ accepted_tos_at: now, tos_version: version, updated_at: now })
    .where('id', '=', userId)
    .execute();
  return { before: previous?.tos_version ?? null };
}

function lockUserRow(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('users as u')
    .select([...ACCOUNT_COLUMNS, 'u.password_hash', 'u.version'])
    .where('u.id', '=', id)
    .forUpdate();
}

/** The account as a change needs it, locked until the transaction ends; undefined when outside the caller's power. */
export async function lockManagedUser(trx: Transaction<Database>, auth: Caller, id: number) {
  return lockUserRow(trx, id).where(managedUsersCondition(auth)).executeTakeFirst();
}

/** The caller's own account, locked the same way. */
export async function lockOwnUser(trx: Transaction<Database>, id: number) {
  return lockUserRow(trx, id).executeTakeFirst();
}

export type ManagedUser = NonNullable<Awaited<ReturnType<typeof lockManagedUser>>>;

export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(
  trx: Transaction<Database>,
  values: Insertable<UsersTable>,
): Promise<number> {
  const row = await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Every change of an account a form shows moves its version: an edit, one's own profile, enabling,
 * disabling, approving or rejecting. A form read before any of them is refused (409 RECORD_CHANGED).
 */
export async function updateUserRow(
  trx: Transaction<Database> | Kysely<Database>,
  id: number,
  patch: Omit<Updateable<UsersTable>, 'version'>,
): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ ...patch, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}

/** Consultants who report to the supervisor, whatever their status. */
/** How many rows of the table point at the account through the column. */
async function countPointingAt(
  trx: Transaction<Database>,
  table: 'users' | 'clients',
  column: 'supervisor_id' | 'consultant_id',
  userId: number,
): Promise<number> {
  const row = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where(column, '=', userId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export const countConsultantsOf = (trx: Transaction<Database>, supervisorId: number) =>
  countPointingAt(trx, 'users', 'supervisor_id', supervisorId);

export const countCustomersOf = (trx: Transaction<Database>, consultantId: number) =>
  countPointingAt(trx, 'clients', 'consultant_id', consultantId);

export async function zoneExists(trx: Transaction<Database>, zoneId: number): Promise<boolean> {
  return (
    (await trx.selectFrom('zones').select('id').where('id', '=', zoneId).executeTakeFirst()) !== undefined
  );
}

/** An active supervisor, read in share mode so it cannot be moved or disabled while it is being assigned. */
export async function findActiveSupervisor(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'zone_id'])
    .where('id', '=', id)
    .where('role', '=', 'SUPERVISOR')
    .where('status', '=', 'ACTIVE')
    .forShare()
    .executeTakeFirst();
}

export async function isActiveDistributor(trx: Transaction<Database>, partnerId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('partners')
    .select('id')
    .where('id', '=', partnerId)
    .where('type', '=', 'DISTRIBUTOR')
    .where('active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sessions of the user other than the one making the request. */
export async function destroyOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepSessionHash: string,
): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '<>', keepSessionHash).execute();
}

export async function findPasswordHash(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}
