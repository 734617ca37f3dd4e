// What a server may keep between requests, until the data changes (docs/decisions.md, "Counts and
// deep pages kept until the data changes"): a list's count and the order keys of every 100th row
// (the bookmarks a deep page starts from), and the current terms version. Each entry is the answer
// of one statement with its parameters (scope and filters included), read at one generation of the
// change feed (server/db/change-feed.ts) and used only while the feed is live, the generation has
// not moved and the entry is younger than the feed's maximum age. A read during which the
// generation moved is not kept: it may have seen the data before the change.
//
// One cache per server, made by the list-cache plugin (server/http/list-cache-plugin.ts) and handed
// to whatever reads through it: a repository keeps a read only when its caller passes the cache,
// and a caller inside a transaction (what it reads must see its own writes) passes none.
import type { ChangeFeed } from '../../db/change-feed.ts';

/** Entries a process keeps at most; the oldest go first. */
const MAX_ENTRIES = 5000;

interface Kept {
  generation: number;
  entries: Map<string, { value: unknown; at: number }>;
  /** Reads under way at this generation: a request that needs the same one waits on it. */
  reading: Map<string, Promise<unknown>>;
}

export class ListCache {
  private kept: Kept | null = null;
  /** Reads of one table each (readOf), under that table's generation. */
  private readonly ofTable = new Map<string, { value: unknown; at: number; generation: string }>();

  constructor(readonly feed: ChangeFeed) {}

  private current(): Kept {
    if (!this.kept || this.kept.generation !== this.feed.generation)
      this.kept = { generation: this.feed.generation, entries: new Map(), reading: new Map() };
    return this.kept;
  }

  /**
   * The value of `read`, kept under `key` while the feed stays live, its generation has not moved
   * and the entry is younger than the feed's maximum age (a bound on any change the feed could
   * miss). Requests that need an entry being read at the same generation share that read: after
   * each change, 50 readers of one list count it once, not 50 times (the lists under writes of
   * bench/README.md). Without a live feed it simply reads.
   */
  async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const feed = this.feed;
    if (!feed.live) return read();
    const current = this.current();
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
        if (this.unchangedSince(generation)) {
          const { entries } = this.current();
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

  /** Whether the feed is live and has not moved since `generation`: what was read then may be kept. */
  unchangedSince(generation: number): boolean {
    return this.feed.live && this.feed.generation === generation;
  }

  /**
   * The value of `read`, which reads `table` alone (the terms), kept until that table changes: a
   * write to another table leaves it alone. Never kept while the feed is down, nor past its maximum age.
   */
  async readOf<T>(table: string, read: () => Promise<T>): Promise<T> {
    const feed = this.feed;
    if (!feed.live) return read();
    const kept = this.ofTable.get(table);
    if (kept && kept.generation === feed.generationOf(table) && feed.now() - kept.at <= feed.maxAgeMs)
      return kept.value as T;
    const generation = feed.generationOf(table);
    const at = feed.now();
    const value = await read();
    // Kept only if nothing changed while it was read.
    if (feed.live && feed.generationOf(table) === generation)
      this.ofTable.set(table, { value, at, generation });
    return value;
  }
}
