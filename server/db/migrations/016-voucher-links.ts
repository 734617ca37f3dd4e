// The short link printed on a Dkbono ("QR into the simulator"): one random code per
// Dkbono, made the first time its PDF is printed, that opens the farmer simulator with the
// Dkbono's credit. The code is the only secret of the link, so it is unique and never reused.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE voucher_links (
      voucher_id integer PRIMARY KEY REFERENCES vouchers(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE voucher_links`.execute(db);
}
