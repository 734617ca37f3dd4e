// The current terms of service version, read from the database and cached briefly: it is checked
// on every consultant request.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { latestTermsVersion } from './terms-repository.ts';

let cached: { version: number | null; at: number; db: unknown } | null = null;
const TTL_MS = 30_000;

export async function currentTermsVersion(db: Kysely<Database>): Promise<number | null> {
  if (cached && cached.db === db && Date.now() - cached.at < TTL_MS) return cached.version;
  const version = await latestTermsVersion(db);
  cached = { version, at: Date.now(), db };
  return version;
}

export function forgetTermsVersion(): void {
  cached = null;
}
