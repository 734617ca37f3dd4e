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
  /** Reads under way at this generation: a request that needs the same one waits on it. */
  reading: Map<string, Promise<unknown>>;
}

const kept = new WeakMap<ChangeFeed, Kept>();

function keptFor(feed: ChangeFeed): Kept {
  let current = kept.get(feed);
  if (!current || current.generation !== feed.generation) {
    current = { generation: feed.generation, entries: new Map(), reading: new Map() };
    kept.set(feed, current);
  }
  return current;
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
 * it is younger than the feed's maximum age (a bound on any change the feed could miss). Requests
 * that need an entry being read at the same generation share that read: after each change, 50
 * readers of one list count it once, not 50 times (the lists under writes of bench/README.md).
 */
export async function keptOn<T>(feed: ChangeFeed, key: string, read: () => Promise<T>): Promise<T> {
  if (!feed.live) return read();
  const current = keptFor(feed);
  const entry = current.entries.get(key);
  if (entry && feed.now() - entry.at <= feed.maxAgeMs) return entry.value as T;
  const pending = current.reading.get(key);
  if (pending) return pending as Promise<T>;
  current.entries.delete(key);
  const generation = feed.generation;
  const at = feed.now();
  const reading = read()
    .then((value) => {
      // Kept only if nothing changed while it was read (it may have seen the data before the change).
      if (feed.live && feed.generation === generation) {
        const { entries } = keptFor(feed);
        if (entries.size >= MAX_ENTRIES) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, at });
      }
      return value;
    })
    .finally(() => {
      if (current.reading.get(key) === reading) current.reading.delete(key);
    });
  current.reading.set(key, reading);
  return reading;
}
