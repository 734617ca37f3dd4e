// Teams: a conversation with the bot is kept by the Entra identity that installed it (tenant +
// object id), not only by our user id: an administrator often installs the app for everyone before
// they first sign in, and the card must still reach them once their account is linked.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE teams_conversations DROP CONSTRAINT teams_conversations_pkey;
    ALTER TABLE teams_conversations ALTER COLUMN user_id DROP NOT NULL;
    ALTER TABLE teams_conversations ADD COLUMN id serial PRIMARY KEY;
    CREATE UNIQUE INDEX teams_conversations_identity_key ON teams_conversations (tenant_id, aad_object_id);
    CREATE INDEX teams_conversations_user_idx ON teams_conversations (user_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM teams_conversations WHERE user_id IS NULL;
    DROP INDEX teams_conversations_user_idx;
    DROP INDEX teams_conversations_identity_key;
    ALTER TABLE teams_conversations DROP COLUMN id;
    ALTER TABLE teams_conversations ALTER COLUMN user_id SET NOT NULL;
    ALTER TABLE teams_conversations ADD PRIMARY KEY (user_id);
  `.execute(db);
}
