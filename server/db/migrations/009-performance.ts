// Indexes chosen from the query plans of `npm run bench` on generated sales; the figures
// are in bench/results.md.
// - The Dkbono list orders by (created_at desc, id desc): without an index its first page sorts
//   every Dkbono.
// - A season-filtered sale list orders by date inside the season, its count and the inventory
//   check of every new sale read the ACTIVE sales of one season: (season_id, status, sale_date
//   desc, id desc) serves all three from the index, and replaces the plain season index.
// - The inventory check then sums the lines of the products asked for: (product_id, sale_id) with
//   the quantity included answers it from the index alone (no heap visit per line); it replaces
//   the plain product index. The check still reads every line of those products (derived
//   inventory): see the proposal in bench/results.md.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX vouchers_created_idx ON vouchers (created_at DESC, id DESC);
    CREATE INDEX sales_season_status_date_idx ON sales (season_id, status, sale_date DESC, id DESC);
    DROP INDEX sales_season_idx;
    CREATE INDEX sale_items_product_cover_idx ON sale_items (product_id, sale_id) INCLUDE (quantity);
    DROP INDEX sale_items_product_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX sale_items_product_idx ON sale_items (product_id);
    DROP INDEX sale_items_product_cover_idx;
    CREATE INDEX sales_season_idx ON sales (season_id);
    DROP INDEX sales_season_status_date_idx;
    DROP INDEX vouchers_created_idx;
  `.execute(db);
}
