// The current terms of service version, checked on every consultant request, so it is kept between
// requests: until the change feed announces a change to the terms (migration 024), which a new
// version published through any server or by hand reaches every server with at once, and never
// longer than the feed's maximum age. Without a live feed (its connection lost) it is read each time.
import type { Kysely } from 'kysely';
import { changeFeedOf } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { latestTermsVersion } from './terms-repository.ts';

let cached: { version: number | null; at: number; db: unknown; generation: string } | null = null;

export async function currentTermsVersion(db: Kysely<Database>): Promise<number | null> {
  const feed = changeFeedOf(db);
  if (!feed?.live) return latestTermsVersion(db);
  if (
    cached &&
    cached.db === db &&
    cached.generation === feed.generationOf('terms') &&
    feed.now() - cached.at <= feed.maxAgeMs
  )
    return cached.version;
  const generation = feed.generationOf('terms');
  const at = feed.now();
  const version = await latestTermsVersion(db);
  // Kept only if nothing changed while it was read.
  if (feed.live && feed.generationOf('terms') === generation) cached = { version, at, db, generation };
  return version;
}

export function forgetTermsVersion(): void {
  cached = null;
}
