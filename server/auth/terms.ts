// The current terms of service version, checked on every consultant request, so it is kept between
// requests: until the change feed announces a change to the terms (migration 024), which a new
// version published through any server or by hand reaches every server with at once, and never
// longer than the feed's maximum age. Without a live feed (its connection lost), or without the
// server's cache (a transaction), it is read each time.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { ListCache } from '../modules/shared/list-cache.ts';
import { latestTermsVersion } from './terms-repository.ts';

export async function currentTermsVersion(
  db: Kysely<Database>,
  cache: ListCache | null,
): Promise<number | null> {
  return cache ? cache.readOf('terms', () => latestTermsVersion(db)) : latestTermsVersion(db);
}
