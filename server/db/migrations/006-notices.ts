// Notices: when a message was announced to its audience (so it is announced once, also when it only
// becomes active later), the outbox that hands stored notifications to the delivery channels after
// their transaction committed, and a partial index that keeps the bell's count cheap.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages ADD COLUMN published_at timestamptz;
    UPDATE messages SET published_at = created_at WHERE active_from <= now();

    CREATE TABLE notification_outbox (
      id bigserial PRIMARY KEY,
      event jsonb NOT NULL,
      notification_ids jsonb NOT NULL,
      attempts integer NOT NULL DEFAULT 0,
      locked_until timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
  `.execute(db);
}
