// The season dashboard and the sales list's strip sum the lines of a season's sales. The
// sales come from the (season_id, status, …) index of migration 009; their lines from this index,
// which carries what the sums read (product, bags, amount), so a scoped strip (a consultant's, a
// team's) visits no sale_items row: on 1,000,000 generated sales a consultant's season strip went
// from a bitmap join with heap visits (~300 ms, busy machine) to index-only probes (~95 ms). It
// replaces the plain sale_id index of migration 001, which it contains. A whole season read by an
// admin still joins every line of the season: see bench/results.md for the figures.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX sale_items_sale_cover_idx ON sale_items (sale_id) INCLUDE (product_id, quantity, total);
    DROP INDEX sale_items_sale_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX sale_items_sale_idx ON sale_items (sale_id);
    DROP INDEX sale_items_sale_cover_idx;
  `.execute(db);
}
