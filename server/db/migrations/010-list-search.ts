// Trigram indexes for the `q` search of the sale and Dkbono lists (folio or customer name contains
// the text, an ILIKE '%…%' no B-tree can serve). Only where the pg_trgm extension can be had: a
// PostgreSQL without it, or PGlite without the extension loaded, keeps working without these
// indexes (the search then reads the table, as before). The repositories shape the condition so
// that PostgreSQL combines these indexes with the customer index (bitmap OR); the figures are in
// docs/decisions.md.
// Also (status, sale_date desc, id desc): the status filter alone (e.g. the cancelled sales) read
// every sale for its count (143 ms on 1,000,000 under load); this index serves its count, its order
// and its deep pages from the index.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX sales_status_date_idx ON sales (status, sale_date DESC, id DESC);

    DO $$
    BEGIN
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
    EXCEPTION WHEN OTHERS THEN
      RAISE NOTICE 'pg_trgm not available (%): the text search runs without trigram indexes', SQLERRM;
    END $$;

    DO $$
    DECLARE
      trgm_schema text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'
      );
    BEGIN
      IF trgm_schema IS NOT NULL THEN
        EXECUTE format('CREATE INDEX sales_folio_trgm_idx ON sales USING gin (folio %I.gin_trgm_ops)', trgm_schema);
        EXECUTE format('CREATE INDEX vouchers_folio_trgm_idx ON vouchers USING gin (folio %I.gin_trgm_ops)', trgm_schema);
        EXECUTE format(
          'CREATE INDEX clients_name_trgm_idx ON clients USING gin ((first_name || '' '' || last_name) %I.gin_trgm_ops)',
          trgm_schema
        );
      END IF;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS clients_name_trgm_idx;
    DROP INDEX IF EXISTS vouchers_folio_trgm_idx;
    DROP INDEX IF EXISTS sales_folio_trgm_idx;
    DROP INDEX sales_status_date_idx;
  `.execute(db);
}
