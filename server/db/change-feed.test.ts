// The change feed (change-feed.ts, migration 022): a write that reaches the database by another way
// than this process (another server, psql) is announced to it, so a list count kept here is read
// again; on PostgreSQL a lost listening connection stops all keeping until it is back.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  DEMO_EMAILS,
  postgresBaseUrl,
  testDatabaseKinds,
  type TestContext,
} from '../test/helper.ts';

describe.each(testDatabaseKinds())('the change feed (%s)', (kind) => {
  let ctx: TestContext;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    cookie = await ctx.login(DEMO_EMAILS.ADMIN);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  async function cancelledCount(): Promise<number> {
    const response = await ctx.request({ method: 'GET', url: '/api/sales?status=CANCELLED&size=10', cookie });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { totalRecords: number } }).data.totalRecords;
  }

  /** Runs a statement on a connection of its own, as another server would. */
  async function elsewhere(statement: string): Promise<void> {
    if (kind === 'pglite') {
      await ctx.database.pglite?.exec(statement);
      return;
    }
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    const url = new URL(postgresBaseUrl() ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it("counts this process's writes to the tables the lists read, and only those", async () => {
    const { db, feed } = ctx.database;
    const before = feed.writes;
    // Written on every request or by housekeeping: no list reads them.
    await db.updateTable('sessions').set({ user_agent: 'x' }).where('id', '=', 'none').execute();
    await sql`update login_attempts set succeeded = succeeded where false`.execute(db);
    await sql`select count(*) from sales`.execute(db);
    expect(feed.writes).toBe(before);
    await db.updateTable('sales').set({ notes: null }).where('id', '=', -1).execute();
    await sql`update clients set status = status where false`.execute(db);
    await db.transaction().execute((trx) => trx.deleteFrom('sale_items').where('id', '=', -1).execute());
    expect(feed.writes).toBe(before + 3);
  });

  it('reads a count again after a write made elsewhere', async () => {
    const feed = ctx.database.feed;
    await expect.poll(() => feed.live).toBe(true);
    const before = await cancelledCount();
    // Kept: the same count again, read at the same generation.
    expect(await cancelledCount()).toBe(before);
    const generation = feed.generation;
    await elsewhere(
      `update sales set status = 'CANCELLED' where id = (select min(id) from sales where status = 'ACTIVE')`,
    );
    await expect.poll(() => feed.generation).toBeGreaterThan(generation);
    expect(await cancelledCount()).toBe(before + 1);
  });

  // PGlite runs in this process: it has no connection to lose.
  if (kind === 'postgres')
    it('listens again after its connection is lost, and still learns of writes made elsewhere', async () => {
      const feed = ctx.database.feed;
      await expect.poll(() => feed.live).toBe(true);
      await elsewhere(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await expect.poll(() => feed.live).toBe(false);
      await expect.poll(() => feed.live, { timeout: 15_000 }).toBe(true);
      const before = await cancelledCount();
      const generation = feed.generation;
      await elsewhere(
        `update sales set status = 'CANCELLED' where id = (select min(id) from sales where status = 'ACTIVE')`,
      );
      await expect.poll(() => feed.generation).toBeGreaterThan(generation);
      expect(await cancelledCount()).toBe(before + 1);
    });
});
