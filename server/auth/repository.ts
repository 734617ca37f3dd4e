// SQL of authentication: accounts by email or client key, the current-user details, reset tokens.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export async function findUserForSignIn(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'status', 'role', 'password_hash', 'first_name', 'email'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function findActiveClientByKeyHash(db: Kysely<Database>, keyHash: string) {
  return db
    .selectFrom('clients')
    .select(['id'])
    .where('client_key_hash', '=', keyHash)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function findStaffDetails(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('partners as p', 'p.id', 'u.distributor_id')
    .select([
      'u.id',
      'u.role',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.tos_version',
      'p.id as distributor_id',
      'p.name as distributor_name',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export async function findClientDetails(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['id', 'first_name', 'last_name', 'email', 'client_key_hint'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export async function destroyUserSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function replaceResetToken(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  purpose: 'RESET' | 'INVITE' = 'RESET',
): Promise<void> {
  // One live link per user and purpose: a new request invalidates the older, unused ones.
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: expiresAt })
    .execute();
}

/** Marks a live token used and returns its owner; null when unknown, used or expired. Atomic: a token works once. */
export async function consumeResetToken(db: Kysely<Database>, tokenHash: string): Promise<number | null> {
  const row = await db
    .updateTable('password_reset_tokens as t')
    .set({ used_at: new Date() })
    .where('t.token_hash', '=', tokenHash)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date())
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as u')
          .select('u.id')
          .whereRef('u.id', '=', 't.user_id')
          .where('u.status', '=', 'ACTIVE'),
      ),
    )
    .returning('t.user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function setPassword(db: Kysely<Database>, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
  // The other links of this user die with the old password.
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
