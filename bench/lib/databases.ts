// The benchmark's databases: a fresh PostgreSQL database (CREATE DATABASE bench_…) or a PGlite data
// folder, migrated, with the demo data and N generated sales on top.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { generateBenchSales, type BenchDataSummary } from '../../server/db/seed/bench-sales.ts';
import { seedDemoIfEmpty } from '../../server/db/seed/demo.ts';
import { runOnServer } from '../../server/test/postgres-admin.ts';
import { DEMO_CLIENT_KEY, DEMO_PASSWORD } from './process.ts';

export const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDatabase {
  kind: 'postgres' | 'pglite';
  /** Where our server finds it. */
  location: { databaseUrl: string } | { dataDir: string };
  summary: BenchDataSummary;
  /** Seconds the generation took. */
  generationSeconds: number;
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
}

/** How the generated customers and sales are spread (bench-sales.ts defaults when absent). */
export interface DataShape {
  customers?: number;
  consultants?: number;
}

async function fill(handle: DatabaseHandle, sales: number, label: string, shape: DataShape) {
  await migrateToLatest(handle.db);
  await seedDemoIfEmpty(
    handle.db,
    loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD, DEMO_CLIENT_KEY, LOG_LEVEL: 'silent' }),
  );
  const started = performance.now();
  let shown = 0;
  const summary = await generateBenchSales(handle.db, {
    ...shape,
    sales,
    batch: handle.kind === 'pglite' ? 20_000 : 100_000,
    deferIndexes: handle.kind === 'postgres',
    onProgress: (done, total) => {
      if (done - shown >= total / 5 || done === total) {
        shown = done;
        console.log(`    ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} sales`);
      }
    },
  });
  return { summary, generationSeconds: (performance.now() - started) / 1000 };
}

type Place = Pick<BenchDatabase, 'kind' | 'location' | 'open' | 'remove'>;

/** Fills a new database; a failure removes it, so no half-made benchmark database is left behind. */
async function filled(place: Place, sales: number, shape: DataShape = {}): Promise<BenchDatabase> {
  const handle = await place.open();
  try {
    const label = place.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
    return { ...place, ...(await fill(handle, sales, label, shape)) };
  } catch (error) {
    await handle.close();
    await place.remove();
    throw error;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

export async function preparePostgres(sales: number): Promise<BenchDatabase> {
  const name = `bench_${Date.now().toString(36)}`;
  await runOnServer(POSTGRES_URL, `CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return filled(
    {
      kind: 'postgres',
      location: { databaseUrl },
      open: () => connectDatabase({ databaseUrl, poolSize: 4 }),
      remove: () => runOnServer(POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    },
    sales,
  );
}

export async function preparePglite(sales: number, shape: DataShape = {}): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'agroventas-bench-pglite-'));
  return filled(
    {
      kind: 'pglite',
      location: { dataDir },
      open: () => connectDatabase({ dataDir }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    },
    sales,
    shape,
  );
}
