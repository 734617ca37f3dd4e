// Two servers, one product: two server processes on one fresh PostgreSQL database, as two instances
// behind a load balancer (one PUBLIC_URL, TRUST_PROXY with the client's address in
// X-Forwarded-For). Sessions, folio counters, idempotency keys, sign-in throttling, the
// notification outbox and the start-up migrations and demo data are all shared through PostgreSQL;
// each check proves one of them across the two, bounded in time and count, on loopback only.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoCityDay } from '../../domain/days.ts';
import { apiHeaders, freePort } from '../../bench/lib/process.ts';
import { PASSWORD_LIMITS } from '../../server/auth/limits.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { USERS } from '../../server/db/seed/people.ts';
import { startFakeBotFramework, type FakeBotFramework } from '../../server/test/fakes/fake-bot-framework.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, postgresBaseUrl } from '../../server/test/helper.ts';
import { runOnServer } from '../../server/test/postgres-admin.ts';
import { buildServer, kill, startServer, waitHealthy, type ServerProcess } from './support/built-server.ts';
import { nextAddress } from './support/context.ts';
import { prepareSaleFixture, type SaleFixture } from './support/sale-fixture.ts';

const BASE_URL = postgresBaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `agroventas_two_servers_${randomBytes(5).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(BASE_URL), { pathname: `/${NAME}` }).toString();

/** Sales and Dkbonos created at once, per kind, split over the two servers. */
const SIMULTANEOUS = 24;
/** Requests with one Idempotency-Key, split over the two servers. */
const SAME_KEY = 12;
/** The kill -9 check: writers per server, how long they write, when one server is killed. */
const KILL_WRITERS = 4;
const KILL_LOAD_MS = 8_000;
const KILL_AT_MS = 3_000;
/** Dkbono payments made at once over the two servers, each raising notifications. */
const PAYMENTS = 16;

let handle: DatabaseHandle;
let publicUrl: string;
const servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;

/** The environment every instance shares, as behind one load balancer. */
const sharedEnv = (extra: Record<string, string> = {}) => ({
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'true',
  DB_POOL_SIZE: '8',
  ...extra,
});

async function start(env: Record<string, string> = {}, script?: string): Promise<ServerProcess> {
  const server = await startServer({ databaseUrl: DATABASE_URL }, undefined, {
    env: sharedEnv(env),
    ...(script ? { script } : {}),
  });
  servers.push(server);
  return server;
}

/** A request as a browser on the shared origin sends it, from `address` through the load balancer. */
async function call(
  server: ServerProcess,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string>; address?: string } = {},
): Promise<{ status: number; body: unknown; setCookie: string[] }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...apiHeaders(publicUrl, options.cookie),
      'x-forwarded-for': options.address ?? nextAddress(),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    // Generous: the machine running the suite may be busy; a lost answer is a failed check, not a
    // wait.
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
    setCookie: response.headers.getSetCookie(),
  };
}

async function signInOn(server: ServerProcess, email: string): Promise<string> {
  const answer = await call(server, 'POST', '/api/auth/', { body: { email, password: DEMO_PASSWORD } });
  const cookie = answer.setCookie.find((c) => c.startsWith('av_session='));
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in failed: ${answer.status}`);
  return cookie.split(';')[0] ?? '';
}

const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

let fixture: SaleFixture;

const oneBag = () => ({
  seasonId: fixture.seasonId,
  clientId: fixture.clientId,
  items: [{ productId: fixture.productId, quantity: 1, basePrice: 1000 }],
});

let startup: { settled: PromiseSettledResult<number>[] };

beforeAll(async () => {
  buildServer();
  await runOnServer(BASE_URL, `CREATE DATABASE ${NAME}`);
  publicUrl = `http://localhost:${await freePort()}`;
  // Both instances at the same moment on the empty database, asked to load the demo data.
  const pair = await Promise.all([start({ SEED_DEMO: 'true' }), start({ SEED_DEMO: 'true' })]);
  [a, b] = pair as [ServerProcess, ServerProcess];
  startup = { settled: await Promise.allSettled(pair.map((server) => waitHealthy(server, 180_000))) };
  handle = await connectDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => kill(server, 'SIGKILL')));
  await handle?.close();
  await runOnServer(BASE_URL, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
});

describe('two servers on one PostgreSQL database', () => {
  it('both started at the same moment on an empty database migrate and seed it exactly once, and both come up', async ({
    annotate,
  }) => {
    const failures = startup.settled.flatMap((s, i) =>
      s.status === 'rejected' ? [`server ${i + 1}: ${String(s.reason).slice(0, 2_000)}`] : [],
    );
    expect(failures, failures.join('\n')).toEqual([]);
    const seededBy = [a, b].filter((server) => server.log().includes('Cuentas de demostración')).length;
    const users = await handle.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const zones = await sql<{
      n: number;
      names: number;
    }>`select count(*)::int as n, count(distinct name)::int as names from zones`.execute(handle.db);
    const migrations = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
      handle.db,
    );
    const times = startup.settled.map((s) =>
      s.status === 'fulfilled' ? `${(s.value / 1000).toFixed(1)} s` : 'failed',
    );
    await annotate(
      `2 servers started together on an empty database with SEED_DEMO=1: both healthy (after ${times.join(' and ')}); ${migrations.rows[0]?.n} migrations applied once; demo data inserted by ${seededBy} server; ${users.n} users (the demo has ${USERS.length}), ${zones.rows[0]?.n} zones`,
    );
    expect(seededBy).toBe(1);
    expect(Number(users.n)).toBe(USERS.length);
    expect(zones.rows[0]?.n).toBe(zones.rows[0]?.names);
    fixture = await prepareSaleFixture(handle.db);
  });

  it('honours on one server a session opened on the other, and ends it on both at logout', async ({
    annotate,
  }) => {
    const cookie = await signInOn(a, DEMO_EMAILS.CONSULTANT);
    const onB = await call(b, 'GET', '/api/auth/me', { cookie });
    const saleOnB = await call(b, 'POST', '/api/sales', { cookie, body: oneBag() });
    const logoutOnB = await call(b, 'POST', '/api/auth/logout', { cookie, body: {} });
    const afterOnA = await call(a, 'GET', '/api/auth/me', { cookie });
    await annotate(
      `signed in on A; on B: /auth/me ${onB.status}, a sale ${saleOnB.status}, logout ${logoutOnB.status}; then on A: /auth/me ${afterOnA.status}`,
    );
    expect(onB.status).toBe(200);
    expect(dataOf<{ email: string }>(onB).email).toBe(DEMO_EMAILS.CONSULTANT);
    expect(saleOnB.status).toBe(201);
    expect(logoutOnB.status).toBe(200);
    expect(afterOnA.status).toBe(401);
  });

  it('gives sales and Dkbonos created at once through both servers distinct folios, none reused', async ({
    annotate,
  }) => {
    const cookies = [await signInOn(a, DEMO_EMAILS.CONSULTANT), await signInOn(b, DEMO_EMAILS.CONSULTANT)];
    const at = (i: number) => ({ server: i % 2 === 0 ? a : b, cookie: cookies[i % 2] ?? '' });
    const made = await Promise.all(
      Array.from({ length: SIMULTANEOUS * 2 }, (_, i) => {
        const { server, cookie } = at(i);
        return call(server, 'POST', i < SIMULTANEOUS ? '/api/sales' : '/api/vouchers', {
          cookie,
          body: oneBag(),
        });
      }),
    );
    const statuses = made.map((answer) => answer.status);
    const folios = made.map((answer) => dataOf<{ folio: string }>(answer)?.folio);
    const sales = folios.slice(0, SIMULTANEOUS);
    const vouchers = folios.slice(SIMULTANEOUS);
    const stored = await sql<{ folio: string; n: number }>`
      select folio, count(*)::int as n from (select folio from sales union all select folio from vouchers) f
      group by folio having count(*) > 1`.execute(handle.db);
    await annotate(
      `${SIMULTANEOUS} sales and ${SIMULTANEOUS} Dkbonos at once, alternating servers: ${statuses.filter((s) => s === 201).length} created; distinct folios ${new Set(sales).size} sales, ${new Set(vouchers).size} Dkbonos; folios stored twice in the database: ${stored.rows.length}`,
    );
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(new Set(sales).size).toBe(SIMULTANEOUS);
    expect(new Set(vouchers).size).toBe(SIMULTANEOUS);
    expect(stored.rows).toEqual([]);
  });

  it('refreshes a list count one server keeps when a sale is made through the other', async ({
    annotate,
  }) => {
    const cookie = await signInOn(a, DEMO_EMAILS.ADMIN);
    const countOn = async (server: ServerProcess) => {
      const answer = await call(server, 'GET', '/api/sales?size=10', { cookie });
      expect(answer.status).toBe(200);
      return dataOf<{ totalRecords: number }>(answer).totalRecords;
    };
    // Read twice on B: the second answer comes from what B keeps
    // (server/modules/shared/list-cache.ts).
    const before = await countOn(b);
    expect(await countOn(b)).toBe(before);
    const consultant = await signInOn(a, DEMO_EMAILS.CONSULTANT);
    const made = await call(a, 'POST', '/api/sales', { cookie: consultant, body: oneBag() });
    expect(made.status).toBe(201);
    // B learns of the sale from PostgreSQL's announcement at the commit, not from A.
    const first = await countOn(b);
    let reads = 1;
    await expect
      .poll(async () => {
        reads += 1;
        return countOn(b);
      })
      .toBe(before + 1);
    await annotate(
      `admin's sale count on B: ${before}, kept; a sale made through A; B's next answer said ${first} (${first === before + 1 ? 'already fresh' : 'still the old count'}), fresh after ${first === before + 1 ? 1 : reads} read(s)`,
    );
    expect([before, before + 1]).toContain(first);
  });

  it('makes one record of one Idempotency-Key sent to both servers at once', async ({ annotate }) => {
    const cookie = await signInOn(a, DEMO_EMAILS.CONSULTANT);
    const key = `dos-servidores-${randomBytes(4).toString('hex')}`;
    const before = await handle.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      Array.from({ length: SAME_KEY }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/sales', {
          cookie,
          body: oneBag(),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    const after = await handle.db
      .selectFrom('sales')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const ids = new Set(answers.map((answer) => dataOf<{ id: number }>(answer)?.id));
    await annotate(
      `${SAME_KEY} requests with one key, alternating servers: answers ${[...new Set(answers.map((x) => x.status))].join(', ')}; ${ids.size} distinct sale id(s); sales stored ${Number(after.n) - Number(before.n)}`,
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(ids.size).toBe(1);
    expect(Number(after.n) - Number(before.n)).toBe(1);
  });

  it('counts wrong passwords across both servers, one after another and all at once', async ({
    annotate,
  }) => {
    // One after another, alternating servers, each guess from a new address.
    let firstRefused: number | null = null;
    for (let n = 1; n <= 12 && firstRefused === null; n += 1) {
      const answer = await call(n % 2 === 0 ? b : a, 'POST', '/api/auth/', {
        body: { email: DEMO_EMAILS.SUPERVISOR, password: `Incorrecta-${n}` },
      });
      if (answer.status === 429) firstRefused = n;
      else expect(answer.status).toBe(401);
    }
    // All at once: twenty guesses on another account, half on each server.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'POST', '/api/auth/', {
          body: { email: DEMO_EMAILS.COORDINATOR, password: `Incorrecta-${i}` },
        }),
      ),
    );
    const evaluated = burst.filter((answer) => answer.status === 401).length;
    const refused = burst.filter((answer) => answer.status === 429).length;
    await annotate(
      `one account, guesses alternating servers: first refused at guess ${firstRefused} (limit ${PASSWORD_LIMITS.perAccount.max} per account from every address); 20 guesses at once on another account over both: ${evaluated} evaluated, ${refused} refused`,
    );
    // Every guess comes from a new address, so the per-account limit over all addresses is the one
    // met.
    expect(firstRefused).toBe(PASSWORD_LIMITS.perAccount.max + 1);
    expect(evaluated).toBeLessThanOrEqual(PASSWORD_LIMITS.perAccount.max);
    expect(evaluated + refused).toBe(20);
  });

  it('loses no acknowledged write when one server is killed with SIGKILL mid-write, and the other keeps serving', async ({
    annotate,
  }) => {
    const cookies = [await signInOn(a, DEMO_EMAILS.CONSULTANT), await signInOn(b, DEMO_EMAILS.CONSULTANT)];
    const acknowledged: number[] = [];
    const failures = new Map<string, number>();
    let killedAt = Number.POSITIVE_INFINITY;
    let acknowledgedByBAfterKill = 0;
    const started = performance.now();
    const count = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);

    const writer = async (server: ServerProcess, cookie: string, w: number) => {
      for (let n = 0; performance.now() - started < KILL_LOAD_MS; n += 1) {
        try {
          const answer = await call(server, 'POST', '/api/sales', {
            cookie,
            body: oneBag(),
            headers: { 'idempotency-key': `matar-${w}-${n}` },
          });
          if (answer.status === 201) {
            acknowledged.push(dataOf<{ id: number }>(answer).id);
            if (server === b && performance.now() > killedAt) acknowledgedByBAfterKill += 1;
          } else count(String(answer.status));
        } catch (error) {
          count(
            error instanceof Error
              ? ((error.cause as { code?: string } | undefined)?.code ?? error.name)
              : 'error',
          );
          // The killed server refuses connections at once: do not spin on it.
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const killer = (async () => {
      await new Promise((r) => setTimeout(r, KILL_AT_MS));
      killedAt = performance.now();
      await kill(a, 'SIGKILL');
    })();
    await Promise.all([
      killer,
      ...Array.from({ length: KILL_WRITERS }, (_, w) => writer(a, cookies[0] ?? '', w)),
      ...Array.from({ length: KILL_WRITERS }, (_, w) => writer(b, cookies[1] ?? '', KILL_WRITERS + w)),
    ]);

    const stored = await handle.db
      .selectFrom('sales')
      .select('id')
      .where('id', 'in', acknowledged.length ? acknowledged : [0])
      .execute();
    const broken = await sql<{ n: number }>`
      select count(*)::int as n from sales s
       where not exists (select 1 from sale_items i where i.sale_id = s.id)`.execute(handle.db);
    const health = await fetch(`${b.url}/api/health`);
    const failed = [...failures.entries()].map(([k, v]) => `${k}×${v}`).join(', ') || 'none';
    await annotate(
      `${KILL_WRITERS} writers on each server for ${KILL_LOAD_MS / 1000} s, A killed with SIGKILL at ${KILL_AT_MS / 1000} s: ${acknowledged.length} sales acknowledged, ${acknowledged.length - stored.length} lost; ${acknowledgedByBAfterKill} acknowledged by B after the kill; failed meanwhile: ${failed}; sales without lines ${broken.rows[0]?.n}; B healthy ${health.status}`,
    );
    expect(b.child.exitCode).toBeNull();
    expect(health.status).toBe(200);
    expect(stored.length).toBe(acknowledged.length);
    expect(acknowledgedByBAfterKill).toBeGreaterThan(0);
    expect(broken.rows[0]?.n).toBe(0);
  });

  describe('with the Teams bot on both servers', () => {
    let botFramework: FakeBotFramework;
    let bots: ServerProcess[] = [];
    const TENANT = '3b8f2a6e-1c4d-4e5f-9a7b-2c1d0e9f8a71';
    const OBJECT_ID = '5d0c7a1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';

    beforeAll(async () => {
      botFramework = await startFakeBotFramework();
      const env = {
        BOT_APP_ID: '0f5e3d2c-1b4a-4c6d-8e7f-9a0b1c2d3e4f',
        BOT_TENANT_ID: TENANT,
        BOT_OPENID_METADATA_URL: botFramework.openIdMetadataUrl,
        FAKE_BOT_TOKEN: botFramework.botToken,
        NODE_ENV: 'production',
      };
      bots = await Promise.all([
        start(env, 'tests/reliability/support/bot-server.ts'),
        start(env, 'tests/reliability/support/bot-server.ts'),
      ]);
      await Promise.all(bots.map((server) => waitHealthy(server, 180_000)));
      await handle.db
        .updateTable('users')
        .set({ ms_tenant_id: TENANT, ms_object_id: OBJECT_ID })
        .where('id', '=', fixture.consultantId)
        .execute();
      await handle.db
        .insertInto('teams_conversations')
        .values({
          user_id: fixture.consultantId,
          tenant_id: TENANT,
          aad_object_id: OBJECT_ID,
          conversation_id: 'a:1chat-consultor',
          service_url: botFramework.serviceUrl.replace(/\/+$/, ''),
        })
        .execute();
    }, 240_000);
    afterAll(async () => {
      await Promise.all(bots.map((server) => kill(server, 'SIGTERM')));
      await botFramework?.close();
    });

    it('delivers each notification raised through either server exactly once', async ({ annotate }) => {
      const [one, two] = bots as [ServerProcess, ServerProcess];
      const cookies = [
        await signInOn(one, DEMO_EMAILS.CONSULTANT),
        await signInOn(two, DEMO_EMAILS.CONSULTANT),
      ];
      const vouchers = await handle.db
        .selectFrom('vouchers')
        .select(['id', 'version'])
        .where('consultant_id', '=', fixture.consultantId)
        .where('status', '=', 'PENDING')
        .orderBy('id')
        .limit(PAYMENTS)
        .execute();
      expect(vouchers).toHaveLength(PAYMENTS);
      // Rows the killed server claimed stay leased for minutes: count only what this check raises.
      const lastBefore = await sql<{ notification: number; outbox: number }>`
        select (select coalesce(max(id), 0) from notifications)::int as notification,
               (select coalesce(max(id), 0) from notification_outbox)::int as outbox`.execute(handle.db);
      const marks = lastBefore.rows[0] ?? { notification: 0, outbox: 0 };
      // Today on the company's calendar: a payment is dated from its DKbono's creation day to today
      // (docs/decisions.md "Records inside their season"), and some of these DKbonos were made
      // today.
      const today = mexicoCityDay();
      const payments = await Promise.all(
        vouchers.map((voucher, i) =>
          call(i % 2 === 0 ? one : two, 'PUT', `/api/vouchers/${voucher.id}/payments`, {
            cookie: cookies[i % 2] ?? '',
            body: {
              version: voucher.version,
              payments: [{ date: today, amount: 1, method: 'TRANSFERENCIA' }],
            },
          }),
        ),
      );
      expect(payments.map((p) => p.status)).toEqual(vouchers.map(() => 200));
      const raised = await handle.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', '>', marks.notification)
        .where('user_id', '=', fixture.consultantId)
        .executeTakeFirstOrThrow();
      // Every outbox row handled (bounded): then the fake has every card it will ever get.
      const deadline = performance.now() + 60_000;
      let pending = Number.POSITIVE_INFINITY;
      while (pending > 0 && performance.now() < deadline) {
        const row = await handle.db
          .selectFrom('notification_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '>', marks.outbox)
          .executeTakeFirstOrThrow();
        pending = Number(row.n);
        if (pending > 0) await new Promise((r) => setTimeout(r, 100));
      }
      const cards = botFramework.sent.length;
      await annotate(
        `${PAYMENTS} Dkbono payments at once, alternating 2 servers with the bot: ${raised.n} notifications stored for the consultant; cards delivered to the fake Bot Connector ${cards}; outbox rows left ${pending}`,
      );
      expect(pending).toBe(0);
      expect(Number(raised.n)).toBeGreaterThanOrEqual(PAYMENTS);
      expect(cards).toBe(Number(raised.n));
    });
  });
});
