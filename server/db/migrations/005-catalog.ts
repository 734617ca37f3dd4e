// Catalogue: names are unique whatever their capitals ("pv-2026" is "PV-2026"), product
// codes are unique in capitals (the API stores them so), and "is this product type in use?" and the
// type filter of the product list use an index.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX product_types_name_lower_key ON product_types (lower(name));
    CREATE UNIQUE INDEX products_code_upper_key ON products (upper(code));
    CREATE INDEX products_type_idx ON products (product_type_id);
    CREATE UNIQUE INDEX seasons_name_lower_key ON seasons (lower(name));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX seasons_name_lower_key;
    DROP INDEX products_type_idx;
    DROP INDEX products_code_upper_key;
    DROP INDEX product_types_name_lower_key;
  `.execute(db);
}
