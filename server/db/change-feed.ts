// What a server may keep between requests about the data (the lists' counts and deep-page
// bookmarks, server/modules/shared/list-cache.ts) is valid until the data changes. Migration 022
// makes every write to the tables the lists read announce itself on `agroventas_changes` when its
// transaction commits, to every server listening on the database; each server counts those
// announcements in `generation`, and whatever it kept under an older generation is stale.
// - PostgreSQL: one connection of its own, LISTENing. While it is not connected (the database
//   restarted, the network broke) the feed is not `live`, nothing is kept, and it reconnects.
// - PGlite: one process, one database: its own notifications, always live.
// A write made by this process also moves the generation at once (writeObserver, and the API's
// answer to a request that wrote, server/app.ts), so its own next request never waits on the
// announcement's delivery.
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
import { WATCHED_TABLES } from './migrations/022-change-feed.ts';

export const CHANGES_CHANNEL = 'agroventas_changes';
const RECONNECT_MS = 1000;

export class ChangeFeed {
  /** Moves on every change announced or made here; what was kept under another value is stale. */
  generation = 0;
  /** Whether announcements arrive: nothing may be kept while they don't. */
  live = false;
  /** Statements this process ran that wrote a watched table (writeObserver). */
  writes = 0;

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

/** The tables whose writes are announced (migration 022): the ones the lists read. */
const WATCHED: ReadonlySet<string> = new Set(WATCHED_TABLES);
const RAW_WRITE = /^\s*(insert|update|delete|merge|truncate|with|do|alter|drop|create)\b/i;
const RAW_WATCHED = new RegExp(`\\b(${WATCHED_TABLES.join('|')})\\b`, 'i');

/** The tables a statement writes, when it is an insert, update, delete or merge. */
function tablesWritten(node: RootOperationNode): string[] {
  const target =
    node.kind === 'InsertQueryNode' || node.kind === 'MergeQueryNode'
      ? node.into
      : node.kind === 'UpdateQueryNode'
        ? node.table
        : node.kind === 'DeleteQueryNode'
          ? node.from
          : undefined;
  const names: string[] = [];
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(visit);
    const inner = value as { kind?: string; table?: { identifier?: { name?: string } } };
    if (inner.kind === 'TableNode' && inner.table?.identifier?.name) names.push(inner.table.identifier.name);
    else Object.values(value).forEach(visit);
  };
  visit(target);
  return names;
}

/** Whether a statement may write a watched table (a raw one is judged by its text: more only costs a count). */
function writesWatched(node: RootOperationNode): boolean {
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join(' ');
    return RAW_WRITE.test(text) && RAW_WATCHED.test(text);
  }
  return tablesWritten(node).some((table) => WATCHED.has(table));
}

/**
 * A Kysely plugin that moves the feed when a statement that may write a watched table has run here:
 * the announcement of a committed write arrives a moment later, but a write outside a transaction is
 * committed when it returns. Writes to the tables no list reads (sessions, the audit log…) leave
 * what was kept alone.
 */
export function writeObserver(feed: ChangeFeed): KyselyPlugin {
  const writing = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (writesWatched(node)) writing.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writing.has(queryId)) {
        feed.writes += 1;
        feed.changed();
      }
      return result;
    },
  };
}
