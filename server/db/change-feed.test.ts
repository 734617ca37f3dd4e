// The change feed (change-feed.ts, migration 022): a write that reaches the database by another way
// than this process (another server, psql) is announced to it, so a list count kept here is read
// again; on PostgreSQL a lost listening connection stops all keeping until it is back.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListCache } from '../modules/shared/list-cache.ts';
import { startTcpRelay } from '../test/fakes/tcp-relay.ts';
import { ChangeFeed, CHANGES_CHANNEL, LISTENER_NAME, listenOnPostgres } from './change-feed.ts';
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

  /** The address of this file's PostgreSQL database. */
  async function databaseUrl(): Promise<string> {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    const url = new URL(postgresBaseUrl() ?? '');
    url.pathname = `/${rows[0]?.name ?? ''}`;
    return url.toString();
  }

  /** Runs a statement on a connection of its own, as another server would. */
  async function elsewhere(statement: string): Promise<void> {
    if (kind === 'pglite') {
      await ctx.database.pglite?.exec(statement);
      return;
    }
    const client = new pg.Client({ connectionString: await databaseUrl() });
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
        where datname = current_database() and application_name = '${LISTENER_NAME}'`,
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

  it('forgets the terms version it kept when a new one is published elsewhere', async () => {
    const consultant = await ctx.login('consultor.noroeste@agroventas.mx');
    const enabledProducts = () =>
      ctx.request({ method: 'GET', url: '/api/products/enabled', cookie: consultant });
    await expect.poll(() => ctx.database.feed.live).toBe(true);
    expect((await enabledProducts()).statusCode).toBe(200);
    // Kept now: a second request reads no terms.
    expect((await enabledProducts()).statusCode).toBe(200);
    const generation = ctx.database.feed.generationOf('terms');
    await elsewhere(
      `insert into terms (version, text) select max(version) + 1, 'Términos nuevos publicados en otro servidor.' from terms`,
    );
    await expect.poll(() => ctx.database.feed.generationOf('terms')).not.toBe(generation);
    const answer = await enabledProducts();
    expect(answer.json().code).toBe('TOS_REQUIRED');
  });

  // PGlite runs in this process: it has no connection to go silent.
  if (kind === 'postgres')
    it('takes a listening connection that goes silent for dead within its deadline, and listens again', async () => {
      const relay = await startTcpRelay(await databaseUrl());
      const feed = new ChangeFeed();
      const stop = listenOnPostgres(feed, relay.url, {
        heartbeatMs: 100,
        deadlineMs: 1_000,
        maxAgeMs: 60_000,
      });
      try {
        await expect.poll(() => feed.live, { timeout: 15_000 }).toBe(true);
        const listening = `LISTEN ${CHANGES_CHANNEL}`;
        expect(relay.holdWith(listening)).toBe(1);
        // Held, the connection neither errors nor ends: only the missed heartbeat shows it.
        await expect.poll(() => feed.live, { timeout: 15_000 }).toBe(false);
        await expect
          .poll(() => feed.live && relay.passingWith(listening) === 1, { timeout: 15_000 })
          .toBe(true);
        const generation = feed.generation;
        await elsewhere(`update sales set notes = notes where id = (select min(id) from sales)`);
        await expect.poll(() => feed.generation).toBeGreaterThan(generation);
      } finally {
        await stop();
        await relay.close();
      }
    });
});

describe('what is kept under the change feed', () => {
  it('is read again once older than the maximum age, and never kept while the feed is down', async () => {
    const feed = new ChangeFeed(1_000);
    let now = 0;
    feed.now = () => now;
    let reads = 0;
    const cache = new ListCache(feed);
    const read = () => cache.read('count', async () => (reads += 1));
    expect(await read()).toBe(1);
    feed.live = true;
    expect(await read()).toBe(2);
    now = 1_000;
    expect(await read()).toBe(2);
    now = 1_001;
    expect(await read()).toBe(3);
    expect(await read()).toBe(3);
    feed.setLive(false);
    expect(await read()).toBe(4);
    expect(await read()).toBe(5);
  });

  it('shares one read among the requests that need it at once, and not across a change', async () => {
    const feed = new ChangeFeed();
    feed.live = true;
    const cache = new ListCache(feed);
    let reads = 0;
    const opened: (() => void)[] = [];
    const read = () =>
      cache.read('count', async () => {
        const n = (reads += 1);
        await new Promise<void>((resolve) => opened.push(resolve));
        return n;
      });
    const together = [read(), read(), read()];
    expect(reads).toBe(1);
    // A change while it is read: a request after it reads again, and nothing read before is kept.
    feed.changed(['sales']);
    const after = read();
    expect(reads).toBe(2);
    for (const open of opened) open();
    expect(await Promise.all(together)).toEqual([1, 1, 1]);
    expect(await after).toBe(2);
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });
});
