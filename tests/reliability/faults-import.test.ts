// Faults: the real server process is killed with SIGKILL at random points of a large
// import, again and again, on PGlite and on PostgreSQL. Every time it must restart cleanly, and the
// import must be all or nothing: either every sale of the file is there or none is.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_TYPE,
  importCsv,
  importForm,
  prepareImportTarget,
  type ImportTarget,
} from '../../bench/lib/import-file.ts';
import { apiHeaders, DEMO_PASSWORD, signIn } from '../../bench/lib/process.ts';
import { testDatabaseKinds } from '../../server/test/helper.ts';
import { buildServer, kill, startServer, waitHealthy, type ServerProcess } from './support/built-server.ts';
import { scratchDatabase, type ScratchDatabase } from './support/databases.ts';

const KILLS_PER_DATABASE = Number(process.env.RELIABILITY_KILLS ?? 25);
const ROWS = Number(process.env.RELIABILITY_IMPORT_ROWS ?? 300);

/** A small seeded generator, so a failing run can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(() => {
  buildServer();
}, 300_000);

describe.each(testDatabaseKinds())('server killed during an import (%s)', (kind) => {
  let database: ScratchDatabase;
  let target: ImportTarget;
  let consultantId: number;
  let seasonId: number;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await scratchDatabase(kind);
    const handle = await database.open();
    target = await prepareImportTarget(handle.db);
    const consultant = await handle.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', target.consultantEmail)
      .executeTakeFirstOrThrow();
    const season = await handle.db
      .selectFrom('seasons')
      .select('id')
      .where('name', '=', target.seasonName)
      .executeTakeFirstOrThrow();
    consultantId = consultant.id;
    seasonId = season.id;
    await handle.close();
  });
  afterAll(async () => {
    if (server) await kill(server, 'SIGTERM');
    await database?.remove();
  });

  it(`keeps every import whole across ${KILLS_PER_DATABASE} kills at random points, restarting cleanly each time`, async ({
    annotate,
  }) => {
    let current = startServer(database.location).then(async (s) => {
      await waitHealthy(s);
      return s;
    });
    server = await current;
    const cookie = await signIn(
      { url: server.url, publicUrl: server.origin },
      { email: 'admin@agroventas.mx', password: DEMO_PASSWORD },
    );
    const count = async (s: ServerProcess) => {
      const response = await fetch(
        `${s.url}/api/sales?size=1&consultantId=${consultantId}&seasonId=${seasonId}`,
        {
          headers: apiHeaders(s.origin, cookie),
        },
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { totalRecords: number } }).data.totalRecords;
    };
    const runImport = (s: ServerProcess, note: string) => {
      const { 'content-type': _json, ...headers } = apiHeaders(s.origin, cookie);
      return fetch(`${s.url}/api/sales/import`, {
        method: 'POST',
        headers,
        body: importForm(importCsv(target, ROWS, note), 'ventas.csv', CSV_TYPE),
      });
    };

    // Calibration: one import left to finish, to know how long one takes.
    const started = performance.now();
    const baseline = await count(server);
    const calibration = await runImport(server, 'calibracion');
    const importMs = performance.now() - started;
    expect(calibration.status).toBe(201);
    expect(await count(server)).toBe(baseline + ROWS);

    const next = random(kind === 'postgres' ? 8 : 9);
    const outcomes = { rolledBack: 0, committed: 0, partial: 0, acknowledgedLost: 0 };
    const restartMs: number[] = [];
    for (let i = 0; i < KILLS_PER_DATABASE; i += 1) {
      const live = server;
      const before = await count(live);
      let acknowledged = false;
      const request = runImport(live, `falla-${i}`)
        .then((r) => {
          acknowledged = r.status === 201;
        })
        .catch(() => undefined);
      await new Promise((r) => setTimeout(r, next() * importMs));
      await kill(live);
      await request;
      const restarted = performance.now();
      current = startServer(database.location).then(async (s) => {
        await waitHealthy(s);
        return s;
      });
      server = await current;
      restartMs.push(performance.now() - restarted);
      const delta = (await count(server)) - before;
      if (delta === 0) outcomes.rolledBack += 1;
      else if (delta === ROWS) outcomes.committed += 1;
      else outcomes.partial += 1;
      if (acknowledged && delta !== ROWS) outcomes.acknowledgedLost += 1;
    }

    // Still writable after all of it: one more import goes through whole.
    const beforeLast = await count(server);
    expect((await runImport(server, 'final')).status).toBe(201);
    expect(await count(server)).toBe(beforeLast + ROWS);
    await kill(server, 'SIGTERM');
    server = null;

    // The stored data itself: no sale without lines, no line without its sale's total.
    const handle = await database.open();
    const { rows } = await sql<{ orphans: number; mismatched: number }>`
      select (select count(*)::int from sales s where not exists (select 1 from sale_items i where i.sale_id = s.id)) as orphans,
             (select count(*)::int from sales s where s.total <> (select coalesce(sum(i.total), 0) from sale_items i where i.sale_id = s.id)) as mismatched`.execute(
      handle.db,
    );
    await handle.close();
    const maxRestart = Math.max(...restartMs);
    await annotate(
      `${KILLS_PER_DATABASE} SIGKILLs during imports of ${ROWS} rows (one import ≈ ${(importMs / 1000).toFixed(1)} s): ${outcomes.rolledBack} rolled back, ${outcomes.committed} committed whole, ${outcomes.partial} partial; ${outcomes.acknowledgedLost} acknowledged imports lost; every restart healthy (slowest ${(maxRestart / 1000).toFixed(1)} s); sales without lines ${rows[0]?.orphans}, totals not matching lines ${rows[0]?.mismatched}`,
    );
    expect(outcomes.partial).toBe(0);
    expect(outcomes.acknowledgedLost).toBe(0);
    expect(rows[0]).toEqual({ orphans: 0, mismatched: 0 });
  }, 1_800_000);
});
