// The list builder's walk (exports, the sale report): read in small keyset batches, each starting
// after the last row's order keys, it gives every row of the list once and in the list's order,
// for every sort of the sale, Dkbono and customer lists (one direction throughout, as the date
// order, or mixed, as total ascending then newest first), on PGlite and PostgreSQL. A page read
// after a bookmark (every few rows here) holds the rows an OFFSET read holds, and a change of the
// data drops the bookmarks kept before it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_SORTS } from '../../../domain/customers.ts';
import { SALE_SORTS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../../test/helper.ts';
import { customerList } from '../customers/repository.ts';
import { userIdOf } from '../../test/api-fixture.ts';
import { saleList } from '../sales/repository.ts';
import { voucherList } from '../vouchers/repository.ts';
import { sql } from 'kysely';
import type { ListCache } from './list-cache.ts';
import { listPage, walkList } from './record-list.ts';

async function idsOf(walk: AsyncGenerator<{ id: number }[]>): Promise<{ ids: number[]; batches: number }> {
  const ids: number[] = [];
  let batches = 0;
  for await (const batch of walk) {
    batches += 1;
    ids.push(...batch.map((row) => row.id));
  }
  return { ids, batches };
}

describe.each(testDatabaseKinds())('walkList in keyset batches (%s)', (kind) => {
  let ctx: TestContext;
  let admin: AuthContext;

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    admin = {
      sessionHash: 'walk-test',
      role: 'ADMIN',
      userId: await userIdOf(ctx, DEMO_EMAILS.ADMIN),
      clientId: null,
      zoneId: null,
      mustAcceptTos: false,
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  type ListName = 'sales' | 'Dkbonos' | 'customers';
  const SORTS: Record<ListName, readonly string[]> = {
    sales: SALE_SORTS,
    Dkbonos: SALE_SORTS,
    customers: CUSTOMER_SORTS,
  };

  function walk(name: ListName, sort: string, batchSize: number) {
    const request = { sort, filters: {}, batchSize };
    const db = ctx.database.db;
    if (name === 'sales') return idsOf(walkList(saleList, db, admin, request));
    if (name === 'Dkbonos') return idsOf(walkList(voucherList, db, admin, request));
    return idsOf(walkList(customerList, db, admin, request));
  }

  it.each(['sales', 'Dkbonos', 'customers'] as const)(
    'walks the %s in every order, each row once, as one batch would',
    async (name) => {
      for (const sort of SORTS[name]) {
        const whole = await walk(name, sort, 100_000);
        expect(whole.batches, sort).toBe(1);
        expect(whole.ids.length, sort).toBeGreaterThanOrEqual(10);
        const batched = await walk(name, sort, 3);
        expect(batched.batches, sort).toBeGreaterThan(2);
        expect(batched.ids, sort).toEqual(whole.ids);
      }
    },
  );

  describe('pages after bookmarks', () => {
    const EVERY = 4;
    const SIZE = 3;

    /** Every page of the list, read as the API reads them (bookmarks every EVERY rows). */
    async function pages(name: 'sales' | 'Dkbonos', sort: string, inTransaction: boolean) {
      const read = async (db: typeof ctx.database.db, cache: ListCache | null) => {
        const ids: number[][] = [];
        for (let page = 1; ; page += 1) {
          const request = { page, size: SIZE, sort, filters: {} };
          const answer =
            name === 'sales'
              ? await listPage(saleList, db, cache, admin, request, EVERY)
              : await listPage(voucherList, db, cache, admin, request, EVERY);
          if (answer.data.length === 0) return ids;
          ids.push(answer.data.map((row) => row.id));
        }
      };
      // In a transaction nothing is kept: every page is a plain OFFSET read, the reference.
      return inTransaction
        ? ctx.database.db.transaction().execute((trx) => read(trx, null))
        : read(ctx.database.db, ctx.app.listCache);
    }

    it.each(['sales', 'Dkbonos'] as const)(
      'reads every page of the %s as OFFSET does, in every order',
      async (name) => {
        expect(ctx.database.feed.live).toBe(true);
        for (const sort of SALE_SORTS) {
          const reference = await pages(name, sort, true);
          expect(reference.flat().length, sort).toBeGreaterThan(EVERY * 2);
          expect(await pages(name, sort, false), sort).toEqual(reference);
          // Again, now from the bookmarks kept by the first reading.
          expect(await pages(name, sort, false), sort).toEqual(reference);
        }
      },
    );

    it('drops its bookmarks when the data changes', async () => {
      const sort = 'date:desc';
      const before = await pages('sales', sort, false);
      const newest = before[0]?.[0];
      expect(newest).toBeDefined();
      // The newest sale moves to the end: every later row moves one place up.
      await sql`update sales set sale_date = '2000-01-01' where id = ${newest}`.execute(ctx.database.db);
      const reference = await pages('sales', sort, true);
      expect(reference.flat().at(-1)).toBe(newest);
      expect(await pages('sales', sort, false)).toEqual(reference);
    });
  });

  it.each(['date:desc', 'date:asc'])(
    'reads the first page of a search (%s) from its first matches, as the walk orders them',
    async (sort) => {
      const consultant: AuthContext = {
        ...admin,
        role: 'CONSULTANT',
        userId: await userIdOf(ctx, DEMO_EMAILS.CONSULTANT),
      };
      // A customer's name ('a'), a folio's digits ('0'), both ('e').
      for (const [auth, q] of [
        [admin, 'a'],
        [admin, '0'],
        [consultant, 'e'],
      ] as const) {
        const walk = await idsOf(walkList(saleList, ctx.database.db, auth, { sort, filters: { q } }));
        expect(walk.ids.length, q).toBeGreaterThan(3);
        const pages: number[] = [];
        for (let page = 1; pages.length < walk.ids.length; page += 1) {
          const answer = await listPage(saleList, ctx.database.db, ctx.app.listCache, auth, {
            page,
            size: 3,
            sort,
            filters: { q },
          });
          expect(answer.data.length, `${q} page ${page}`).toBeGreaterThan(0);
          pages.push(...answer.data.map((row) => row.id));
        }
        expect(pages, q).toEqual(walk.ids);
      }
    },
  );
});
