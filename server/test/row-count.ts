// How many rows a table holds, read straight from SQL rather than through the code under test: what
// a test compares before and after a request that must, or must not, store something.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export async function rowCount(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
