// Saved views: a person's named filters, sort and columns of a list, kept on the server so
// they follow the person to any device. One name per person and list without regard to capitals,
// and at most one default per person and list (a partial unique index, so two requests cannot both
// win). The views go with their user.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE saved_views (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      list text NOT NULL CHECK (list IN ('sales', 'vouchers', 'customers')),
      name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
      state jsonb NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX saved_views_name_unique ON saved_views (user_id, list, lower(name));
    CREATE UNIQUE INDEX saved_views_one_default ON saved_views (user_id, list) WHERE is_default;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE saved_views`.execute(db);
}
