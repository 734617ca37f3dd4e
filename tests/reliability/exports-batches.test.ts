// List exports: an export of 20,000 sales never reads more than one keyset batch per query, so its
// memory does not grow with the row count. Counted, not timed: every query's result rows pass
// through a Kysely plugin on the app's database, and the CSV must still hold every sale in list
// order. (The 100,000-row memory figure is bench/exports.ts, `BENCH_ONLY=exports npm run bench`.)
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { generateBenchSales } from '../../server/db/seed/bench-sales.ts';
import { WALK_BATCH } from '../../server/modules/shared/record-list.ts';
import {
  createTestContext,
  DEMO_EMAILS,
  TEST_API_KEY,
  testConfig,
  testDatabaseKinds,
  type TestContext,
} from '../../server/test/helper.ts';

const SALES = 20_000;

/** The row count of every query's result, while counting is on. */
class RowCounter implements KyselyPlugin {
  counting = false;
  readonly counts: number[] = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    if (this.counting) this.counts.push(result.rows.length);
    return result;
  }
}

describe.each(testDatabaseKinds())('sale export of 20,000 sales (%s)', (kind) => {
  let ctx: TestContext;
  const counter = new RowCounter();
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    await generateBenchSales(ctx.database.db, {
      sales: SALES,
      customers: 200,
      consultants: 10,
      batch: SALES,
    });
    app = await buildApp({
      config: testConfig(),
      db: ctx.database.db.withPlugin(counter),
      feed: ctx.database.feed,
      mailer: { send: async () => undefined },
      serveApp: false,
    });
    await app.ready();
    cookie = await ctx.login(DEMO_EMAILS.ADMIN);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await ctx?.close();
  });

  it('reads the rows one batch at a time and writes them all', async () => {
    const total = Number(
      (
        await ctx.database.db
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(total).toBeGreaterThanOrEqual(SALES);

    counter.counting = true;
    const response = await app.inject({
      method: 'GET',
      url: '/api/sales/export?format=csv&columns=folio,total&sort=folio:asc',
      headers: { 'x-api-key': TEST_API_KEY, cookie },
    });
    counter.counting = false;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);

    const lines = response.body.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Folio,Total');
    const folios = lines.slice(1).map((line) => line.split(',')[0] ?? '');
    expect(folios).toHaveLength(total);
    expect(new Set(folios).size).toBe(total);

    // Every query answered at most one batch, and the sales took as many batches as they need.
    expect(Math.max(...counter.counts)).toBeLessThanOrEqual(WALK_BATCH);
    expect(counter.counts.filter((rows) => rows === WALK_BATCH).length).toBeGreaterThanOrEqual(
      Math.floor(total / WALK_BATCH),
    );
  });
});
