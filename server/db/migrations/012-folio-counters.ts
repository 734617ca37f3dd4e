// Folios never repeat: a counter per document kind and calendar year that only moves
// forward, so deleting the newest sale no longer hands its folio to the next one. The counters
// start at the highest folio already issued, so existing documents keep their numbers.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE folio_counters (
      prefix text NOT NULL,
      year integer NOT NULL,
      last_number integer NOT NULL CHECK (last_number >= 0),
      PRIMARY KEY (prefix, year)
    );
    INSERT INTO folio_counters (prefix, year, last_number)
    SELECT 'V', split_part(folio, '-', 2)::integer, max(split_part(folio, '-', 3)::integer)
      FROM sales GROUP BY 2
    UNION ALL
    SELECT 'DK', split_part(folio, '-', 2)::integer, max(split_part(folio, '-', 3)::integer)
      FROM vouchers GROUP BY 2;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE folio_counters`.execute(db);
}
