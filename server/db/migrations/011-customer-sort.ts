// The sale and Dkbono lists sorted by customer (Spanish order of
// server/modules/shared/name-order.ts) read their first pages from indexes instead of joining and
// sorting every row: PostgreSQL walks the customers in name order (the expression index below,
// whose expressions must stay exactly those of nameOrder()) and, for each, its sales or Dkbonos
// newest first (nested loop), sorting only the rows of customers with the same name (incremental
// sort) until LIMIT is met. The consultant is included so the consultant's scope filters those rows
// without reading the table. The new indexes replace the plain client_id ones. Figures in
// bench/results.md (2026-11-22).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX clients_name_order_idx ON clients (
      (replace(lower(translate(first_name, 'áéíóúüÁÉÍÓÚÜÑ', 'aeiouuAEIOUUñ')), 'ñ', 'n{') COLLATE "C"),
      (replace(lower(translate(last_name, 'áéíóúüÁÉÍÓÚÜÑ', 'aeiouuAEIOUUñ')), 'ñ', 'n{') COLLATE "C"),
      id
    );
    CREATE INDEX sales_client_date_idx ON sales (client_id, sale_date DESC, id DESC) INCLUDE (consultant_id);
    DROP INDEX sales_client_idx;
    CREATE INDEX vouchers_client_created_idx ON vouchers (client_id, created_at DESC, id DESC) INCLUDE (consultant_id);
    DROP INDEX vouchers_client_idx;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX vouchers_client_idx ON vouchers (client_id);
    DROP INDEX vouchers_client_created_idx;
    CREATE INDEX sales_client_idx ON sales (client_id);
    DROP INDEX sales_client_date_idx;
    DROP INDEX clients_name_order_idx;
  `.execute(db);
}
