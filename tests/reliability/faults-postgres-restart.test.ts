// Faults: PostgreSQL restarted (crash-stopped, then started) while the server takes
// writes. The server must not crash, must serve again within 5 s of the database being back, and
// no write it acknowledged may be missing afterwards. Runs on a cluster of its own (port 55432).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, signIn } from '../../bench/lib/process.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { seedDemoIfEmpty } from '../../server/db/seed/demo.ts';
import { DEMO_EMAILS, DEMO_PASSWORD, testConfig } from '../../server/test/helper.ts';
import { buildServer, kill, startServer, waitHealthy, type ServerProcess } from './support/built-server.ts';
import { createOwnPostgres, type OwnPostgres } from './support/own-postgres.ts';
import { prepareSaleFixture } from './support/sale-fixture.ts';

const PORT = Number(process.env.RELIABILITY_PG_PORT ?? 55432);
const WORKERS = 8;
const LOAD_MS = 14_000;
const RESTART_AT_MS = 4_000;
const DOWN_MS = 2_000;

let cluster: OwnPostgres;
let server: ServerProcess;
let seasonId: number;
let clientId: number;
let productId: number;

beforeAll(async () => {
  buildServer();
  cluster = createOwnPostgres(PORT);
  const handle = await connectDatabase({ databaseUrl: cluster.url, poolSize: 2 });
  await migrateToLatest(handle.db);
  await seedDemoIfEmpty(handle.db, testConfig());
  ({ seasonId, clientId, productId } = await prepareSaleFixture(handle.db));
  await handle.close();
  server = await startServer({ databaseUrl: cluster.url });
  await waitHealthy(server);
}, 300_000);

afterAll(async () => {
  if (server) await kill(server, 'SIGTERM');
  cluster?.remove();
});

describe('PostgreSQL restarted under load', () => {
  it('keeps the server up, serves again within 5 s of the database, and loses no acknowledged sale', async ({
    annotate,
  }) => {
    const cookie = await signIn(
      { url: server.url, publicUrl: server.origin },
      { email: DEMO_EMAILS.CONSULTANT, password: DEMO_PASSWORD },
    );
    const acknowledged: number[] = [];
    const failures = new Map<string, number>();
    let databaseBackAt = Number.POSITIVE_INFINITY;
    let firstWriteAfter = Number.POSITIVE_INFINITY;
    const started = performance.now();
    const body = JSON.stringify({ seasonId, clientId, items: [{ productId, quantity: 1, basePrice: 1000 }] });

    const worker = async (w: number) => {
      for (let n = 0; performance.now() - started < LOAD_MS; n += 1) {
        try {
          const response = await fetch(`${server.url}/api/sales`, {
            method: 'POST',
            headers: { ...apiHeaders(server.origin, cookie), 'idempotency-key': `reinicio-${w}-${n}` },
            body,
            signal: AbortSignal.timeout(10_000),
          });
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
            const at = performance.now();
            if (at > databaseBackAt && at < firstWriteAfter) firstWriteAfter = at;
          } else {
            await response.arrayBuffer();
            failures.set(String(response.status), (failures.get(String(response.status)) ?? 0) + 1);
            await new Promise((r) => setTimeout(r, 50));
          }
        } catch (error) {
          const name = error instanceof Error ? error.name : 'error';
          failures.set(name, (failures.get(name) ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };

    const restart = (async () => {
      await new Promise((r) => setTimeout(r, RESTART_AT_MS));
      cluster.stop('immediate');
      await new Promise((r) => setTimeout(r, DOWN_MS));
      cluster.start();
      databaseBackAt = performance.now();
    })();
    await Promise.all([restart, ...Array.from({ length: WORKERS }, (_, w) => worker(w))]);

    expect(server.child.exitCode, `the server exited:\n${server.log()}`).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const handle = await connectDatabase({ databaseUrl: cluster.url, poolSize: 1 });
    const stored = await handle.db
      .selectFrom('sales')
      .select('id')
      .where('id', 'in', acknowledged.length ? acknowledged : [0])
      .execute();
    await handle.close();
    const lost = acknowledged.length - stored.length;
    const recoverySeconds = (firstWriteAfter - databaseBackAt) / 1000;
    const failed = [...failures.entries()].map(([k, v]) => `${k}×${v}`).join(', ') || 'none';
    await annotate(
      `${WORKERS} writers for ${LOAD_MS / 1000} s; database crash-stopped at ${RESTART_AT_MS / 1000} s, back ${DOWN_MS / 1000} s later; ${acknowledged.length} sales acknowledged, ${lost} lost; refused or failed meanwhile: ${failed}; first acknowledged write ${recoverySeconds.toFixed(2)} s after the database was back; server process alive`,
    );
    expect(lost).toBe(0);
    expect(recoverySeconds).toBeLessThanOrEqual(5);
    expect(acknowledged.length).toBeGreaterThan(0);
  });
});
