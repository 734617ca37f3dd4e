// SQL of Microsoft sign-in: staff accounts by Entra identity (tenant + object id), invited accounts
// by address, and the pending account of a newcomer.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, UserStatus } from '../db/database.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface MicrosoftAccount {
  id: number;
  status: UserStatus;
  ms_object_id: string | null;
}

const COLUMNS = ['id', 'status', 'ms_object_id'] as const;

export async function findByMicrosoftIdentity(
  db: Executor,
  tenantId: string,
  objectId: string,
): Promise<MicrosoftAccount | undefined> {
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where('ms_tenant_id', '=', tenantId)
    .where('ms_object_id', '=', objectId)
    .executeTakeFirst();
}

/** The accounts holding any of the addresses (case-insensitive), locked for the linking that may follow. */
export async function findByEmails(db: Executor, emails: string[]): Promise<MicrosoftAccount[]> {
  if (emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(COLUMNS)
    .where(sql<string>`lower(email)`, 'in', emails)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Links an invited account to its Entra identity; false when someone else linked it first. */
export async function linkMicrosoftIdentity(
  db: Executor,
  userId: number,
  tenantId: string,
  objectId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ ms_tenant_id: tenantId, ms_object_id: objectId, updated_at: new Date() })
    .where('id', '=', userId)
    .where('ms_object_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface NewPendingUser {
  email: string;
  firstName: string;
  lastName: string;
  tenantId: string;
  objectId: string;
}

/** A newcomer waits for an administrator: no role, PENDING. Undefined when the identity or address exists already. */
export async function insertPendingUser(db: Executor, user: NewPendingUser): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: null,
      status: 'PENDING',
      ms_tenant_id: user.tenantId,
      ms_object_id: user.objectId,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
