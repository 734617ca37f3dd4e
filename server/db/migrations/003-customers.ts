// Customers: the duplicate-RFC check and the state filter of the customer list use indexes.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX clients_tax_id_idx ON clients (tax_id) WHERE tax_id IS NOT NULL;
    CREATE INDEX clients_state_idx ON clients (state_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX clients_state_idx;
    DROP INDEX clients_tax_id_idx;
  `.execute(db);
}
