// What a list may keep between requests, in this server process, until the data changes
// (docs/decisions.md, "Counts and deep pages kept until the data changes"): a list's count and the
// order keys of every 100th row (the bookmarks a deep page starts from). Each entry is the answer
// of one statement with its parameters (scope and filters included), read at one generation of the
// change feed (server/db/change-feed.ts) and used only while the feed is live, the generation has
// not moved and the entry is younger than the feed's maximum age. A read during which the
// generation moved is not kept: it may have seen the data before the change.
import type { Kysely } from 'kysely';
import { changeFeedOf } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';

/** Entries a process keeps at most; the oldest go first. */
const MAX_ENTRIES = 5000;

interface Kept {
  generation: number;
  entries: Map<string, { value: unknown; at: number }>;
}

const kept = new WeakMap<ChangeFeed, Kept>();

function keptFor(feed: ChangeFeed): Kept['entries'] {
  let current = kept.get(feed);
  if (!current || current.generation !== feed.generation) {
    current = { generation: feed.generation, entries: new Map() };
    kept.set(feed, current);
  }
  return current.entries;
}

/**
 * The value of `read`, kept under `key` until the data changes. Without a live feed (a
 * transaction, the feed's connection lost) it simply reads.
 */
export async function keptRead<T>(db: Kysely<Database>, key: string, read: () => Promise<T>): Promise<T> {
  const feed = changeFeedOf(db);
  return feed ? keptOn(feed, key, read) : read();
}

/**
 * keptRead on a feed: an entry is used while the feed stays live, its generation has not moved and
 * it is younger than the feed's maximum age (a bound on any change the feed could miss).
 */
export async function keptOn<T>(feed: ChangeFeed, key: string, read: () => Promise<T>): Promise<T> {
  if (!feed.live) return read();
  const entries = keptFor(feed);
  const entry = entries.get(key);
  if (entry && feed.now() - entry.at <= feed.maxAgeMs) return entry.value as T;
  entries.delete(key);
  const generation = feed.generation;
  const at = feed.now();
  const value = await read();
  if (feed.live && feed.generation === generation) {
    const current = keptFor(feed);
    if (current.size >= MAX_ENTRIES) {
      const oldest = current.keys().next();
      if (!oldest.done) current.delete(oldest.value);
    }
    current.set(key, { value, at });
  }
  return value;
}
