// A change feed cut without a word: server A reaches PostgreSQL through a relay on loopback, server
// B directly, both on one fresh database. The relay stops passing the bytes of A's LISTEN
// connection without closing it, as a NAT's idle timeout, a failover or a partition does; then
// sales are deleted and a customer moves zone through B. A's counts and pages must be right again
// within 30 s of the write: its heartbeat misses its deadline, it stops keeping what it read and
// listens again. The heartbeat is set short here (CHANGE_FEED_HEARTBEAT_MS) so the check is quick.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../bench/lib/process.ts';
import { CHANGES_CHANNEL } from '../../server/db/change-feed.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { generateBenchSales } from '../../server/db/seed/bench-sales.ts';
import { startTcpRelay, type TcpRelay } from '../../server/test/fakes/tcp-relay.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, postgresBaseUrl } from '../../server/test/helper.ts';
import { runOnServer } from '../../server/test/postgres-admin.ts';
import { buildServer, kill, startServer, waitHealthy, type ServerProcess } from './support/built-server.ts';

const BASE_URL = postgresBaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = `agroventas_half_open_${randomBytes(5).toString('hex')}`;
const DATABASE_URL = Object.assign(new URL(BASE_URL), { pathname: `/${NAME}` }).toString();
/** Sales added to the demo data, so deep pages start from bookmarks (one every 100 rows). */
const EXTRA_SALES = 1_500;
/** What the issue asks: right again within 30 s of the write. */
const RIGHT_WITHIN_MS = 30_000;
const LISTENING = `LISTEN ${CHANGES_CHANNEL}`;

let handle: DatabaseHandle;
let relay: TcpRelay;
let a: ServerProcess;
let b: ServerProcess;
const servers: ServerProcess[] = [];

async function call(server: ServerProcess, method: string, path: string, cookie: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: apiHeaders(server.origin, cookie),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { data: unknown }) : null };
}

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/`, {
    method: 'POST',
    headers: apiHeaders(server.origin),
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('av_session='));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(';')[0] ?? '';
}

interface Page {
  totalRecords: number;
  ids: number[];
}

beforeAll(async () => {
  buildServer();
  await runOnServer(BASE_URL, `CREATE DATABASE ${NAME}`);
  relay = await startTcpRelay(DATABASE_URL);
  // B loads the demo data alone; A starts on it.
  b = await startServer({ databaseUrl: DATABASE_URL }, undefined, { env: { SEED_DEMO: 'true' } });
  servers.push(b);
  await waitHealthy(b, 180_000);
  handle = await connectDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
  await generateBenchSales(handle.db, { sales: EXTRA_SALES, customers: 60, consultants: 4 });
  a = await startServer({ databaseUrl: relay.url }, undefined, {
    env: { CHANGE_FEED_HEARTBEAT_MS: '1000', CHANGE_FEED_DEADLINE_MS: '3000' },
  });
  servers.push(a);
  await waitHealthy(a, 180_000);
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => kill(server, 'SIGKILL')));
  await handle?.close();
  await relay?.close();
  await runOnServer(BASE_URL, `DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
});

describe('a change feed whose connection goes silent', () => {
  it("puts the first server's counts and pages right again within 30 s of a write through the other", async ({
    annotate,
  }) => {
    const cookieA = await signIn(a, DEMO_EMAILS.ADMIN);
    const cookieB = await signIn(b, DEMO_EMAILS.ADMIN);
    const zone = await handle.db
      .selectFrom('clients')
      .select(['zone_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'ACTIVE')
      .where('zone_id', 'is not', null)
      .groupBy('zone_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    // A customer's zone is its consultant's: it moves zone with a consultant of another zone.
    const otherConsultant = await handle.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'CONSULTANT')
      .where('status', '=', 'ACTIVE')
      .where('zone_id', 'is not', null)
      .where('zone_id', '<>', zone.zone_id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const lists = [
      '/api/sales?size=10',
      '/api/sales?size=10&page=12',
      '/api/sales?size=10&page=95',
      '/api/sales?size=10&page=120&sort=customer:asc',
      `/api/clients?size=10&zoneId=${zone.zone_id}`,
      `/api/clients?size=10&page=2&zoneId=${zone.zone_id}`,
    ];
    const pageOf = async (server: ServerProcess, cookie: string, path: string): Promise<Page> => {
      const answer = await call(server, 'GET', path, cookie);
      expect(answer.status, path).toBe(200);
      const page = answer.body?.data as { totalRecords: number; data: { id: number }[] };
      return { totalRecords: page.totalRecords, ids: page.data.map((row) => row.id) };
    };
    const pagesOn = (server: ServerProcess, cookie: string) =>
      Promise.all(lists.map((path) => pageOf(server, cookie, path)));

    // A keeps its counts and bookmarks: read twice, the same answers, and B agrees.
    await expect.poll(() => relay.passingWith(LISTENING), { timeout: 30_000 }).toBe(1);
    const before = await pagesOn(a, cookieA);
    expect(await pagesOn(a, cookieA)).toEqual(before);
    expect(await pagesOn(b, cookieB)).toEqual(before);

    // A's LISTEN connection goes silent, open on both ends.
    expect(relay.holdWith(LISTENING)).toBe(1);
    const deleted = before[0]?.ids.slice(0, 3) ?? [];
    for (const id of deleted) expect((await call(b, 'DELETE', `/api/sales/${id}`, cookieB)).status).toBe(200);
    const moved = await handle.db
      .selectFrom('clients')
      .select(['id', 'version'])
      .where('zone_id', '=', zone.zone_id)
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const move = await call(b, 'PUT', `/api/clients/${moved.id}`, cookieB, {
      version: moved.version,
      consultantId: otherConsultant.id,
    });
    expect(move.status).toBe(200);
    const wrote = performance.now();
    const truth = await pagesOn(b, cookieB);
    expect(truth[0]?.totalRecords).toBe((before[0]?.totalRecords ?? 0) - 3);
    expect(truth[4]?.totalRecords).toBe((before[4]?.totalRecords ?? 0) - 1);

    let checks = 0;
    let wrongChecks = 0;
    const firstAnswers = await pagesOn(a, cookieA);
    const firstWrong = firstAnswers.filter(
      (page, i) => JSON.stringify(page) !== JSON.stringify(truth[i]),
    ).length;
    await expect
      .poll(
        async () => {
          const answers = await pagesOn(a, cookieA);
          const wrong = answers.filter((page, i) => JSON.stringify(page) !== JSON.stringify(truth[i])).length;
          checks += answers.length;
          wrongChecks += wrong;
          return wrong;
        },
        { timeout: RIGHT_WITHIN_MS, interval: 200 },
      )
      .toBe(0);
    const rightAfter = performance.now() - wrote;
    // Listening again, on a new connection through the relay; the held one is gone.
    await expect.poll(() => relay.passingWith(LISTENING), { timeout: 10_000 }).toBe(1);
    const health = await fetch(`${a.url}/api/health`);
    await annotate(
      `A through a relay that held its LISTEN connection (heartbeat 1 s, deadline 3 s); 3 sales deleted and a customer moved zone through B: A's first answers after the write ${firstWrong} of ${lists.length} lists wrong; right again ${(rightAfter / 1000).toFixed(1)} s after the write (limit ${RIGHT_WITHIN_MS / 1000} s), ${wrongChecks} of ${checks} list checks wrong meanwhile; A listening again on a new connection; A's health ${health.status}`,
    );
    expect(rightAfter).toBeLessThan(RIGHT_WITHIN_MS);
    // Still right on the next reads, now from what A keeps again.
    expect(await pagesOn(a, cookieA)).toEqual(truth);
  });
});
