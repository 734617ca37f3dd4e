// SQL of the terms of service: the published versions, newest wins.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export async function findCurrentTerms(db: Kysely<Database>) {
  return db
    .selectFrom('terms')
    .select(['version', 'text', 'published_at'])
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}
