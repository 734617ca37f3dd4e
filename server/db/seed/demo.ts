// Demo data (filled in by the seed work).
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../database.ts';

export interface SeedResult {
  password: string;
  clientKey: string;
  accounts: { role: string; email: string }[];
}

export async function seedDemoIfEmpty(_db: Kysely<Database>, _config: Config): Promise<SeedResult | null> {
  return null;
}
