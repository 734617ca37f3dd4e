// Databases of the process-level checks: a PostgreSQL database copied from the run's template, or
// a PGlite folder migrated and seeded here, both opened directly for set-up and final checks.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseHandle, type DatabaseKind } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDemoIfEmpty } from '../../../server/db/seed/demo.ts';
import { postgresBaseUrl, testConfig } from '../../../server/test/helper.ts';
import { runOnServer } from '../../../server/test/postgres-admin.ts';

export interface ScratchDatabase {
  location: { databaseUrl: string } | { dataDir: string };
  open: () => Promise<DatabaseHandle>;
  remove: () => Promise<void>;
}

export async function scratchDatabase(kind: DatabaseKind): Promise<ScratchDatabase> {
  if (kind === 'postgres') {
    const base = postgresBaseUrl();
    if (!base) throw new Error('PostgreSQL needs TEST_DATABASE_URL');
    const name = `agroventas_test_${randomBytes(6).toString('hex')}`;
    const template = inject('postgresTemplate');
    await runOnServer(
      base,
      template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
    );
    const url = new URL(base);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const open = () => connectDatabase({ databaseUrl, poolSize: 2 });
    if (!template) await migrateAndSeed(open);
    return {
      location: { databaseUrl },
      open,
      remove: () => runOnServer(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'agroventas-reliability-'));
  const open = () => connectDatabase({ dataDir });
  await migrateAndSeed(open);
  return {
    location: { dataDir },
    open,
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Migrates a new database and loads the demo data into it, through a connection of its own. */
async function migrateAndSeed(open: () => Promise<DatabaseHandle>): Promise<void> {
  const handle = await open();
  await migrateToLatest(handle.db);
  await seedDemoIfEmpty(handle.db, testConfig());
  await handle.close();
}
