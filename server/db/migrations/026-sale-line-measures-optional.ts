// A sale line's hectares and yield are the farmer's figures, given or not. They
// were NOT NULL DEFAULT 0, so a line left empty was stored, and shown, as "0 ha · 0 t/ha". Now a
// line without them stores NULL and reads "—". Lines stored before keep their zeros: nothing tells
// a typed 0 from an empty field there.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sale_items
      ALTER COLUMN hectares DROP NOT NULL,
      ALTER COLUMN hectares DROP DEFAULT,
      ALTER COLUMN product_yield DROP NOT NULL,
      ALTER COLUMN product_yield DROP DEFAULT
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE sale_items SET hectares = coalesce(hectares, 0), product_yield = coalesce(product_yield, 0)
  `.execute(db);
  await sql`
    ALTER TABLE sale_items
      ALTER COLUMN hectares SET DEFAULT 0,
      ALTER COLUMN hectares SET NOT NULL,
      ALTER COLUMN product_yield SET DEFAULT 0,
      ALTER COLUMN product_yield SET NOT NULL
  `.execute(db);
}
