// Edits that never silently lose data, and text in one form.
// - A version on every record a form edits (sales and Dkbonos had one since 001): an edit names
//   the version it read, and a stale one is refused (server/modules/shared/record-version.ts).
// - search_fold(text): the accent- and case-free form the list searches compare ("perez" finds
//   "Pérez"). Plain SQL (translate, lower), IMMUTABLE, so it works the same on PostgreSQL and on
//   PGlite with no extension, can be inlined by the planner and indexed. Its table covers the
//   Latin letters with diacritics of Latin-1 and Latin Extended-A, in their composed (NFC) form,
//   which is the only form the API stores (domain/text.ts); ñ folds to n as in unaccent.
// - The customer-name trigram index of migration 010 is rebuilt over the folded name, so the sale
//   and Dkbono searches keep their index (where pg_trgm exists).
// - Names stored before in another Unicode form (e.g. a combining accent) are brought to NFC.
import { type Kysely, sql } from 'kysely';

const VERSIONED_TABLES = [
  'clients',
  'users',
  'products',
  'product_types',
  'partners',
  'seasons',
  'zones',
  'localities',
  'messages',
  'simulator_params',
  'saved_views',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN version integer NOT NULL DEFAULT 1`.execute(db);
  }
  await sql`
    CREATE FUNCTION search_fold(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(translate(value,
      'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽž',
      'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZz')) $$;

    UPDATE clients SET first_name = normalize(first_name, NFC), last_name = normalize(last_name, NFC)
    WHERE first_name IS NOT NFC NORMALIZED OR last_name IS NOT NFC NORMALIZED;
    UPDATE users SET first_name = normalize(first_name, NFC), last_name = normalize(last_name, NFC)
    WHERE first_name IS NOT NFC NORMALIZED OR last_name IS NOT NFC NORMALIZED;
    UPDATE partners SET name = normalize(name, NFC), contact_name = normalize(contact_name, NFC)
    WHERE name IS NOT NFC NORMALIZED OR contact_name IS NOT NFC NORMALIZED;

    DO $$
    DECLARE
      trgm_schema text := (
        SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'
      );
    BEGIN
      IF trgm_schema IS NOT NULL THEN
        DROP INDEX IF EXISTS clients_name_trgm_idx;
        EXECUTE format(
          'CREATE INDEX clients_name_trgm_idx ON clients USING gin (search_fold(first_name || '' '' || last_name) %I.gin_trgm_ops)',
          trgm_schema
        );
      END IF;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clients_name_trgm_idx; DROP FUNCTION search_fold(text);`.execute(db);
  for (const table of VERSIONED_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN version`.execute(db);
  }
}
