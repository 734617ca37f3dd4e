// The worker's pooled database (database-pool.ts): after a file wrote to it, the next file gets it
// back at the demo seed, whether the file inserted, updated or only deleted rows, with every
// sequence where the seed left it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext, testDatabaseKinds, type TestContext } from './helper.ts';

/** Every row of every table, and every sequence's position, as text. */
async function contents(ctx: TestContext): Promise<Record<string, string[]>> {
  const db = ctx.database.db;
  const tables = (
    await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY c.relname`.execute(db)
  ).rows.map((r) => r.name);
  const found: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      row: string;
    }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(table)} t`.execute(db);
    found[table] = rows.map((r) => r.row).sort();
  }
  const { rows } = await sql<{ name: string; last: string | null }>`
    SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = 'public'`.execute(
    db,
  );
  found['(sequences)'] = rows.map((r) => `${r.name}=${r.last}`).sort();
  return found;
}

describe.each(testDatabaseKinds())('the pooled test database (%s)', (kind) => {
  it('comes back at the demo seed after a file inserted, updated and only deleted rows', async () => {
    // A file before, so that the writer's database has been refilled once (every table) and the
    // next refill is of the tables the writer wrote.
    await (await createTestContext(kind)).close();
    const writer = await createTestContext(kind);
    const seed = await contents(writer);
    const db = writer.database.db;
    // A table only updated (as many rows), one only deleted from, and one inserted into.
    await sql`UPDATE zones SET name = 'Zona renombrada' WHERE id = (SELECT min(id) FROM zones)`.execute(db);
    await sql`DELETE FROM notifications WHERE id = (SELECT max(id) FROM notifications)`.execute(db);
    await sql`INSERT INTO partners (type, name) VALUES ('DISTRIBUTOR', 'Socio de paso')`.execute(db);
    const written = await contents(writer);
    expect(written['zones']).toHaveLength((seed['zones'] ?? []).length);
    expect(written['zones']).not.toEqual(seed['zones']);
    expect(written['partners']).toHaveLength((seed['partners'] ?? []).length + 1);
    expect(written['notifications']).toHaveLength((seed['notifications'] ?? []).length - 1);
    await writer.close();

    const next = await createTestContext(kind);
    try {
      expect(next.database).toBe(writer.database);
      expect(await contents(next)).toEqual(seed);
    } finally {
      await next.close();
    }
  });
});
