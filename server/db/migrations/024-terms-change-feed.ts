// A new terms version reached the other servers up to 30 s late (each kept the current
// version for 30 s). Publishing one now announces itself on the change feed like the lists' tables
// (migration 022), so every server forgets the version it kept as soon as the commit is delivered
// (server/auth/terms.ts).
import { type Kysely, sql } from 'kysely';

/** Tables announced on the change feed besides the lists' (022): what the servers keep otherwise. */
export const ANNOUNCED_TABLES = ['terms'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ANNOUNCED_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_announce_change`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION announce_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ANNOUNCED_TABLES)
    await sql`DROP TRIGGER ${sql.id(`${table}_announce_change`)} ON ${sql.table(table)}`.execute(db);
}
