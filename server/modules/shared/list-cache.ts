// What a list may keep between requests, in this server process, until the data changes
// (docs/decisions.md, "Counts and deep pages kept until the data changes"): a list's count and the
// order keys of every 100th row (the bookmarks a deep page starts from). Each entry is the answer
// of one statement with its parameters (scope and filters included), read at one generation of the
// change feed (server/db/change-feed.ts) and used only while the generation has not moved. A read
// during which the generation moved is not kept: it may have seen the data before the change.
import type { Kysely } from 'kysely';
import { changeFeedOf } from '../../db/connect.ts';
import type { Database } from '../../db/database.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';

/** Entries a process keeps at most; the oldest go first. */
const MAX_ENTRIES = 5000;

interface Kept {
  generation: number;
  entries: Map<string, unknown>;
}

const kept = new WeakMap<ChangeFeed, Kept>();

function keptFor(feed: ChangeFeed): Map<string, unknown> {
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
  if (!feed?.live) return read();
  const entries = keptFor(feed);
  if (entries.has(key)) return entries.get(key) as T;
  const generation = feed.generation;
  const value = await read();
  if (feed.live && feed.generation === generation) {
    const current = keptFor(feed);
    if (current.size >= MAX_ENTRIES) {
      const oldest = current.keys().next();
      if (!oldest.done) current.delete(oldest.value);
    }
    current.set(key, value);
  }
  return value;
}
