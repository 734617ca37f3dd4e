// The lists' counts and deep-page bookmarks are kept between requests, in each server
// process, until the data under them changes (server/db/change-feed.ts). A write to any table those
// lists read announces itself on the channel `agroventas_changes`, once per statement, delivered
// by the database to every listening server when the transaction commits (NOTIFY is
// transactional: a rolled-back write announces nothing). Tables written on every request or by
// housekeeping (sessions, sign-in attempts, the audit log, idempotency keys, the outbox) are not
// watched: no list count reads them.
import { type Kysely, sql } from 'kysely';

export const WATCHED_TABLES = [
  'zones',
  'localities',
  'partners',
  'users',
  'clients',
  'seasons',
  'vouchers',
  'voucher_items',
  'voucher_payments',
  'sales',
  'sale_items',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('agroventas_changes', TG_TABLE_NAME);
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_announce_change`)}
        AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION announce_change()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED_TABLES)
    await sql`DROP TRIGGER ${sql.id(`${table}_announce_change`)} ON ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION announce_change()`.execute(db);
}
