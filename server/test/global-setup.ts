// Vitest global setup: migrate and seed ONE template database per kind, once per run. Every API
// test file then starts from a copy (PostgreSQL: CREATE DATABASE … TEMPLATE; PGlite: a data-dir
// dump), instead of migrating and seeding again.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoIfEmpty } from '../db/seed/demo.ts';
import { postgresBaseUrl, testConfig } from './helper.ts';

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const config = testConfig();
  const folder = mkdtempSync(join(tmpdir(), 'agroventas-template-'));

  const handle = await connectDatabase({});
  await migrateToLatest(handle.db);
  await seedDemoIfEmpty(handle.db, config);
  const pglite = (handle as unknown as { pglite?: PGlite }).pglite;
  if (!pglite) throw new Error('connectDatabase did not expose the PGlite instance');
  const dump = await pglite.dumpDataDir('none');
  const pglitePath = join(folder, 'template.tar');
  writeFileSync(pglitePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', pglitePath);

  const base = postgresBaseUrl();
  let postgresTemplate: string | null = null;
  if (base) {
    postgresTemplate = `agroventas_template_${randomBytes(5).toString('hex')}`;
    await withAdmin(base, (c) => c.query(`CREATE DATABASE ${postgresTemplate}`));
    const url = new URL(base);
    url.pathname = `/${postgresTemplate}`;
    const pgHandle = await connectDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    await migrateToLatest(pgHandle.db);
    await seedDemoIfEmpty(pgHandle.db, config);
    await pgHandle.close();
  }
  project.provide('postgresTemplate', postgresTemplate);
  // Each worker keeps its test databases for the whole run (database-pool.ts); they share this
  // run's prefix, and are dropped with the template at the end.
  const postgresTestPrefix = `agroventas_test_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresTestPrefix', postgresTestPrefix);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (base && postgresTemplate) {
      await withAdmin(base, async (c) => {
        const { rows } = await c.query<{ name: string }>(
          `SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)`,
          [postgresTestPrefix],
        );
        for (const { name } of rows) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      });
    }
  };
}
