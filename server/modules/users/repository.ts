// SQL of users (only what issue 2 needs: accepting the terms).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

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
