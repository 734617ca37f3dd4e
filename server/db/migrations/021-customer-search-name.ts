// The accent-free customer search must not cost the lists more than the search it replaced.
// search_fold() (migration 020) is lower(translate(…)) over a table of ~190 letters, which
// PostgreSQL walks letter by letter for every character of the name: about 25 µs a name against
// about 1.5 µs for the ILIKE it replaced, so every search that read the customers row by row (the
// customer list's `q`, which ORs the name with the e-mail, RFC and phone; the sale and Dkbono
// searches on PGlite, which has no pg_trgm; the duplicate check of a registration) became 10-20
// times dearer (bench/results.md, the accent-free search). The folded full name is now kept in a
// stored generated column, computed once when a customer is written, and the searches compare that
// column: a plain LIKE, cheaper than the ILIKE before. The customer-name trigram index is rebuilt
// over the column (where pg_trgm exists), so the sale and Dkbono searches keep their plan.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE clients
      ADD COLUMN search_name text NOT NULL GENERATED ALWAYS AS (search_fold(first_name || ' ' || last_name)) STORED;

    DO $$
    DECLARE
      trgm_schema text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'
      );
    BEGIN
      IF trgm_schema IS NOT NULL THEN
        DROP INDEX IF EXISTS clients_name_trgm_idx;
        EXECUTE format('CREATE INDEX clients_name_trgm_idx ON clients USING gin (search_name %I.gin_trgm_ops)', trgm_schema);
      END IF;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS clients_name_trgm_idx;
    ALTER TABLE clients DROP COLUMN search_name;

    DO $$
    DECLARE
      trgm_schema text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'
      );
    BEGIN
      IF trgm_schema IS NOT NULL THEN
        EXECUTE format(
          'CREATE INDEX clients_name_trgm_idx ON clients USING gin (search_fold(first_name || '' '' || last_name) %I.gin_trgm_ops)',
          trgm_schema
        );
      END IF;
    END $$;
  `.execute(db);
}
