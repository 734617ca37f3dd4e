// Read receipts: who of a message's audience opened it in the dashboard banner, and
// when (the first time; opening it again changes nothing). A read goes with its message and with
// its user.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE message_reads (
      message_id integer NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      read_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (message_id, user_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE message_reads`.execute(db);
}
