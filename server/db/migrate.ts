// Runs the migrations in order. They are imported statically so the compiled server needs no file scan.
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database.ts';
import * as initial from './migrations/001-initial.ts';

const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
