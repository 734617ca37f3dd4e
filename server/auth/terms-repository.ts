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

/** The version of the newest terms, or null before any were published. */
export async function latestTermsVersion(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('terms')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return row?.version ?? null;
}
