// The demo seed on each database kind: it runs once, and what it writes obeys the business rules
// the API enforces (docs/design.md §8), so the demo never shows data the app itself could not produce.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { hashClientKey } from '../../auth/tokens.ts';
import { connectDatabase, type DatabaseHandle, type DatabaseKind } from '../connect.ts';
import { migrateToLatest } from '../migrate.ts';
import {
  DEMO_CLIENT_KEY,
  DEMO_EMAILS,
  DEMO_PASSWORD,
  testConfig,
  testDatabaseKinds,
} from '../../test/helper.ts';
import { type SeedResult, seedDemoIfEmpty } from './demo.ts';

async function openDatabase(
  kind: DatabaseKind,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (kind === 'pglite' || !base) return { database: await connectDatabase({}), drop: async () => {} };
  const name = `agroventas_seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    database: await connectDatabase({ databaseUrl: url.toString(), poolSize: 2 }),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const todayIso = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())('demo seed on %s', (kind) => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let result: SeedResult | null;

  beforeAll(async () => {
    ({ database, drop } = await openDatabase(kind));
    await migrateToLatest(database.db);
    result = await seedDemoIfEmpty(database.db, testConfig());
  });

  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.db)).rows;

  it('returns the configured password, client key and every demo account', () => {
    expect(result?.password).toBe(DEMO_PASSWORD);
    expect(result?.clientKey).toBe(DEMO_CLIENT_KEY);
    expect(result?.accounts).toEqual(
      expect.arrayContaining([
        { role: 'ADMIN', email: DEMO_EMAILS.ADMIN },
        { role: 'COORDINATOR', email: DEMO_EMAILS.COORDINATOR },
        { role: 'SUPERVISOR', email: DEMO_EMAILS.SUPERVISOR },
        { role: 'CONSULTANT', email: DEMO_EMAILS.CONSULTANT },
        { role: 'CONSULTANT', email: DEMO_EMAILS.CONSULTANT2 },
      ]),
    );
  });

  it('does nothing and returns null when the database already has users', async () => {
    const counts = () =>
      rows<{ users: number; clients: number; sales: number; vouchers: number }>(sql`
        SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM clients)::int AS clients,
               (SELECT count(*) FROM sales)::int AS sales, (SELECT count(*) FROM vouchers)::int AS vouchers`);
    const before = await counts();
    expect(
      await seedDemoIfEmpty(database.db, testConfig({ DEMO_PASSWORD: '', DEMO_CLIENT_KEY: '' })),
    ).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('loads the 32 states with their INEGI codes, each in a zone', async () => {
    const states = await database.db.selectFrom('states').selectAll().orderBy('id').execute();
    expect(states).toHaveLength(32);
    expect(states[0]).toMatchObject({ id: 1, code: '01', name: 'Aguascalientes' });
    expect(states[31]).toMatchObject({ id: 32, code: '32', name: 'Zacatecas' });
    expect(states.every((s) => s.id === Number(s.code) && s.zone_id !== null)).toBe(true);
  });

  it('has a closed past season, an open started season and a future season open for Dkbonos', async () => {
    const today = todayIso();
    const seasons = await database.db.selectFrom('seasons').selectAll().execute();
    expect(seasons).toHaveLength(3);
    const past = seasons.filter((s) => s.end_date < today && !s.is_open && !s.is_voucher_open);
    const open = seasons.filter(
      (s) => s.start_date <= today && s.end_date >= today && s.is_open && s.is_voucher_open,
    );
    const future = seasons.filter((s) => s.start_date > today && !s.is_open && s.is_voucher_open);
    expect([past.length, open.length, future.length]).toEqual([1, 1, 1]);
  });

  it('splits at least forty customers between both consultants, with the farmer first for consultor', async () => {
    const perConsultant = await rows<{ email: string; customers: number; first: string }>(sql`
      SELECT u.email, count(*)::int AS customers,
             (array_agg(c.first_name || ' ' || c.last_name ORDER BY c.id))[1] AS first
      FROM clients c JOIN users u ON u.id = c.consultant_id GROUP BY u.email`);
    const byEmail = new Map(perConsultant.map((r) => [r.email, r]));
    const total = await database.db
      .selectFrom('clients')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(total.n)).toBeGreaterThanOrEqual(40);
    expect(byEmail.get(DEMO_EMAILS.CONSULTANT)?.customers).toBeGreaterThanOrEqual(15);
    expect(byEmail.get(DEMO_EMAILS.CONSULTANT2)?.customers).toBeGreaterThanOrEqual(15);
    expect(byEmail.get(DEMO_EMAILS.CONSULTANT)?.first).toBe('Juan Pérez Hernández');
    expect(byEmail.get('consultor.noroeste@agroventas.mx')?.customers).toBeGreaterThan(0);
  });

  it('stores only the hash of the demo client key, on the active farmer of consultor', async () => {
    const farmer = await database.db
      .selectFrom('clients')
      .innerJoin('users', 'users.id', 'clients.consultant_id')
      .select(['clients.status', 'clients.client_key_hash', 'clients.client_key_hint', 'users.email'])
      .where('clients.client_key_hash', '=', hashClientKey(DEMO_CLIENT_KEY))
      .executeTakeFirst();
    expect(farmer).toMatchObject({ status: 'ACTIVE', email: DEMO_EMAILS.CONSULTANT });
    expect(farmer?.client_key_hint).toMatch(/2026$/);
  });

  it('gives the demo accounts the demo password and leaves the two consultants without terms accepted', async () => {
    const users = await database.db.selectFrom('users').selectAll().execute();
    const byEmail = new Map(users.map((u) => [u.email, u]));
    expect(await verifyPassword(DEMO_PASSWORD, byEmail.get(DEMO_EMAILS.ADMIN)?.password_hash ?? null)).toBe(
      true,
    );
    const supervisor = byEmail.get(DEMO_EMAILS.SUPERVISOR);
    for (const email of [DEMO_EMAILS.CONSULTANT, DEMO_EMAILS.CONSULTANT2]) {
      expect(byEmail.get(email)).toMatchObject({
        role: 'CONSULTANT',
        status: 'ACTIVE',
        zone_id: supervisor?.zone_id,
        supervisor_id: supervisor?.id,
        accepted_tos_at: null,
        tos_version: null,
      });
    }
    const pending = users.filter((u) => u.status === 'PENDING');
    expect(pending).toHaveLength(3);
    expect(pending.every((u) => u.role === null && u.password_hash === null && u.ms_object_id !== null)).toBe(
      true,
    );
    expect(byEmail.get('consultor.noroeste@agroventas.mx')?.tos_version).toBe(1);
  });

  it('dates a pending request once: the account and its notices tell the same day, days ago', async () => {
    const pending = await rows<{ name: string; created_at: Date | string }>(
      sql`SELECT first_name || ' ' || last_name AS name, created_at FROM users WHERE status = 'PENDING'`,
    );
    const notices = await rows<{ body: string; created_at: Date | string }>(
      sql`SELECT DISTINCT body, created_at FROM notifications WHERE kind = 'USER_PENDING_APPROVAL'`,
    );
    expect(notices).toHaveLength(pending.length);
    for (const user of pending) {
      const requested = new Date(user.created_at).getTime();
      expect(Date.now() - requested).toBeGreaterThan(2 * 86_400_000);
      const own = notices.filter((notice) => notice.body.includes(user.name));
      expect(own.map((notice) => new Date(notice.created_at).getTime())).toEqual([requested]);
    }
  });

  it('prices every sale and Dkbono item as quantity × price − discount, and totals as the sum of items', async () => {
    const wrongItems = await rows(sql`
      SELECT id FROM sale_items WHERE total <> quantity * base_price - discount OR total < 0
      UNION ALL SELECT id FROM voucher_items WHERE total <> quantity * base_price - discount OR total < 0`);
    const wrongTotals = await rows(sql`
      SELECT s.id FROM sales s JOIN sale_items i ON i.sale_id = s.id GROUP BY s.id HAVING s.total <> sum(i.total)
      UNION ALL
      SELECT v.id FROM vouchers v JOIN voucher_items i ON i.voucher_id = v.id GROUP BY v.id HAVING v.total <> sum(i.total)`);
    expect(wrongItems).toEqual([]);
    expect(wrongTotals).toEqual([]);
  });

  it('keeps every Dkbono paid sum equal to its payments and its status consistent with them', async () => {
    const vouchers = await rows<{
      folio: string;
      status: string;
      total: string;
      paid: string;
      payments: string;
      redeemed: boolean;
    }>(sql`
      SELECT v.folio, v.status, v.total::text, v.paid::text,
             coalesce((SELECT sum(p.amount) FROM voucher_payments p WHERE p.voucher_id = v.id), 0)::numeric(14, 2)::text AS payments,
             EXISTS (SELECT 1 FROM sales s WHERE s.voucher_id = v.id) AS redeemed
      FROM vouchers v`);
    expect(vouchers.length).toBeGreaterThanOrEqual(10);
    for (const v of vouchers) {
      const [total, paid] = [Number(v.total), Number(v.paid)];
      expect(v.paid, v.folio).toBe(v.payments);
      expect(paid, v.folio).toBeLessThanOrEqual(total);
      const expected =
        v.status === 'REDEEMED' ? 'REDEEMED' : paid === 0 ? 'PENDING' : paid < total ? 'PARTIAL' : 'PAID';
      expect(v.status, v.folio).toBe(expected);
      expect(v.redeemed, v.folio).toBe(v.status === 'REDEEMED');
      if (v.status === 'REDEEMED') expect(paid).toBe(total);
    }
    expect(new Set(vouchers.map((v) => v.status))).toEqual(
      new Set(['PENDING', 'PARTIAL', 'PAID', 'REDEEMED']),
    );
  });

  it('never sells or reserves more bags than a season allocated, nor sells before a season starts', async () => {
    const overSold = await rows(sql`
      WITH used AS (
        SELECT s.season_id, i.product_id, i.quantity FROM sales s JOIN sale_items i ON i.sale_id = s.id
        UNION ALL
        SELECT v.season_id, i.product_id, i.quantity FROM vouchers v JOIN voucher_items i ON i.voucher_id = v.id
        WHERE v.status IN ('PENDING', 'PARTIAL', 'PAID'))
      SELECT u.season_id, u.product_id FROM used u
      LEFT JOIN inventory inv ON inv.season_id = u.season_id AND inv.product_id = u.product_id
      GROUP BY u.season_id, u.product_id, inv.allocated
      HAVING inv.allocated IS NULL OR sum(u.quantity) > inv.allocated`);
    const early = await rows(sql`
      SELECT s.id FROM sales s JOIN seasons se ON se.id = s.season_id
      WHERE s.sale_date < se.start_date OR s.sale_date > ${todayIso()} OR se.start_date > ${todayIso()}`);
    const sales = await database.db.selectFrom('sales').select(['folio', 'sale_date', 'status']).execute();
    expect(overSold).toEqual([]);
    expect(early).toEqual([]);
    expect(sales.length).toBeGreaterThanOrEqual(20);
    for (const s of sales) {
      expect(s.status).toBe('ACTIVE');
      expect(s.folio).toMatch(new RegExp(`^V-${s.sale_date.slice(0, 4)}-\\d{6}$`));
    }
  });
});
