import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connect.ts';

describe('the PGlite dialect', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectDatabase({});
    await sql`CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL); INSERT INTO counter VALUES (1, 0);`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  it('keeps concurrent read-modify-write transactions from interleaving on the one connection', async () => {
    const increment = () =>
      database.db.transaction().execute(async (trx) => {
        const row = await sql<{ value: number }>`SELECT value FROM counter WHERE id = 1`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await sql`UPDATE counter SET value = ${row.rows[0]!.value + 1} WHERE id = 1`.execute(trx);
      });
    await Promise.all(Array.from({ length: 20 }, increment));
    const result = await sql<{ value: number }>`SELECT value FROM counter WHERE id = 1`.execute(database.db);
    expect(result.rows[0]!.value).toBe(20);
  });

  it('rolls a failed transaction back and stays usable', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`UPDATE counter SET value = -1 WHERE id = 1`.execute(trx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const result = await sql<{ value: number }>`SELECT value FROM counter WHERE id = 1`.execute(database.db);
    expect(result.rows[0]!.value).toBe(20);
  });

  it('returns dates as YYYY-MM-DD strings and bigint counts as numbers', async () => {
    const result = await sql<{
      d: string;
      n: number;
    }>`SELECT DATE '2026-11-21' AS d, count(*) AS n FROM counter`.execute(database.db);
    expect(result.rows[0]).toEqual({ d: '2026-11-21', n: 1 });
  });
});
