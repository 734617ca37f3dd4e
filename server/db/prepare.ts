// Brings a database up to date at start: the migrations, then the demo data when asked. Several
// instances may start at the same moment on one PostgreSQL database: one session-level
// advisory lock around both steps makes the others wait and then find the work done, so the demo
// data is inserted exactly once instead of the second instance dying on a duplicate zone name.
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from './connect.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDemoIfEmpty, type SeedResult } from './seed/demo.ts';

/** Any fixed number shared by every instance; Kysely's own migration lock uses another. */
const STARTUP_LOCK = 27_020_023;

export interface PreparedDatabase {
  migrations: string[];
  /** The demo secrets to print when this instance inserted the demo data; null otherwise. */
  seeded: SeedResult | null;
}

async function prepare(db: Kysely<Database>, config: Config, seed: boolean): Promise<PreparedDatabase> {
  const migrations = await migrateToLatest(db);
  return { migrations, seeded: seed ? await seedDemoIfEmpty(db, config) : null };
}

export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  options: { seed: boolean },
): Promise<PreparedDatabase> {
  // PGlite lives in one process: nobody else can start on it at the same time.
  if (database.kind === 'pglite') return prepare(database.db, config, options.seed);
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await prepare(connection, config, options.seed);
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
