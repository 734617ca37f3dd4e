// What a server may keep between requests about the data (the lists' counts and deep-page
// bookmarks, server/modules/shared/list-cache.ts) is valid until the data changes. Migration 022
// makes every write to the tables the lists read announce itself on `agroventas_changes` when its
// transaction commits, to every server listening on the database; each server counts those
// announcements in `generation`, and whatever it kept under an older generation is stale.
// - PostgreSQL: one connection of its own, LISTENing. While it is not connected (the database
//   restarted, the network broke) the feed is not `live`, nothing is kept, and it reconnects.
// - PGlite: one process, one database: its own notifications, always live.
// A write made by this process also moves the generation at once (writeObserver and
// `changedHere`), so its own next request never waits on the announcement's delivery.
import type { PGlite } from '@electric-sql/pglite';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';

export const CHANGES_CHANNEL = 'agroventas_changes';
const RECONNECT_MS = 1000;

export class ChangeFeed {
  /** Moves on every change announced or made here; what was kept under another value is stale. */
  generation = 0;
  /** Whether announcements arrive: nothing may be kept while they don't. */
  live = false;

  /** A change seen or made: forget what was kept. */
  changed(): void {
    this.generation += 1;
  }

  setLive(live: boolean): void {
    this.live = live;
    this.changed();
  }
}

/** Listens on PostgreSQL with a connection of its own, reconnecting while it is lost. */
export function listenOnPostgres(feed: ChangeFeed, connectionString: string): () => Promise<void> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  const lost = () => {
    feed.setLive(false);
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    void client?.end().catch(() => undefined);
    client = null;
    if (!stopped && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };
  const connect = () => {
    retry = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => feed.changed());
    next.on('error', lost);
    next.on('end', lost);
    next
      .connect()
      .then(() => next.query(`LISTEN ${CHANGES_CHANNEL}`))
      .then(() => {
        if (client === next && !stopped) feed.setLive(true);
      })
      .catch(() => {
        if (client === next) lost();
      });
  };
  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    feed.setLive(false);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on('error', () => undefined);
    await last?.end().catch(() => undefined);
  };
}

export async function listenOnPglite(feed: ChangeFeed, pglite: PGlite): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(CHANGES_CHANNEL, () => feed.changed());
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    await unlisten().catch(() => undefined);
  };
}

const WRITES = new Set<RootOperationNode['kind']>([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const RAW_WRITE = /^\s*(insert|update|delete|merge|truncate|with|do|alter|drop|create)\b/i;

/**
 * A Kysely plugin that moves the feed when a statement that may write has run here: the
 * announcement of a committed write arrives a moment later, but a write outside a transaction is
 * committed when it returns. Raw SQL that may write counts too (moving it without need only costs a
 * count).
 */
export function writeObserver(feed: ChangeFeed): KyselyPlugin {
  const writing = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const raw = node.kind === 'RawNode' && RAW_WRITE.test(node.sqlFragments[0] ?? '');
      if (WRITES.has(node.kind) || raw) writing.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writing.has(queryId)) feed.changed();
      return result;
    },
  };
}
