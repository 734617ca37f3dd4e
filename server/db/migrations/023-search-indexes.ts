// The searches under load.
// - The sale list's `q` collects the matching sales' ids (sales/repository.ts, matchingSaleIds) and
//   sorts them by date: PostgreSQL fetched each matching sale from the table for its date (1,000
//   rows for a common surname, most of the search's 8 ms). (id) INCLUDE (sale_date) answers from
//   the index alone.
// - The customer list's `q` tests the folded name, the e-mail, the RFC and the phone
//   (customers/repository.ts). Only the name had a trigram index (migration 021), so PostgreSQL
//   read every customer for each search (2.9 ms of 3.2 at 10,000 customers). With one trigram index
//   per column it combines the four (bitmap OR) and reads the matches alone. As migration 010: only
//   where pg_trgm is installed; elsewhere the search reads the table.
import { type Kysely, sql } from 'kysely';

const COLUMNS = ['email', 'tax_id', 'phone'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX sales_id_date_idx ON sales (id) INCLUDE (sale_date)`.execute(db);
  await sql`
    DO $$
    DECLARE
      trgm_schema text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'
      );
    BEGIN
      IF trgm_schema IS NOT NULL THEN
        ${sql.raw(
          COLUMNS.map(
            (column) =>
              `EXECUTE format('CREATE INDEX clients_${column}_trgm_idx ON clients USING gin (${column} %I.gin_trgm_ops)', trgm_schema);`,
          ).join('\n        '),
        )}
      END IF;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sales_id_date_idx`.execute(db);
  for (const column of COLUMNS)
    await sql`DROP INDEX IF EXISTS ${sql.id(`clients_${column}_trgm_idx`)}`.execute(db);
}
