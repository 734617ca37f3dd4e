// What a server may keep between requests about the data (the lists' counts and deep-page
// bookmarks, server/modules/shared/list-cache.ts; the current terms version, server/auth/terms.ts)
// is valid until the data changes. Migrations 022 and 024 make every write to the tables they read
// announce itself on `agroventas_changes` when its transaction commits, to every server listening
// on the database, with the table's name; each server counts those announcements in `generation`
// (and per table), and whatever it kept under an older count is stale.
// - PostgreSQL: one connection of its own, LISTENing. While it is not proven alive the feed is not
//   `live`, nothing is kept, and it reconnects. A connection can die without a word: a NAT's idle
//   timeout, a failover or a partition leaves a socket that never errors, and announcements simply
//   stop. So the connection proves itself every `heartbeatMs`: it sends a notification to itself on
//   a channel of its own, which must come back within `deadlineMs`, behind every announcement
//   committed before it. A missed deadline takes the feed down and reconnects (docs/decisions.md,
//   "The change feed proves itself alive"). TCP keepalive on the socket also lets the operating
//   system end a connection whose peer vanished.
// - PGlite: one process, one database: its own notifications, always live.
// A write made by this process also moves the generation at once (writeObserver, and the API's
// answer to a request that wrote, server/app.ts), so its own next request never waits on the
// announcement's delivery. Whatever is kept also has a maximum age (`maxAgeMs`), a bound on any
// change the feed could miss.
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
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
import { ANNOUNCED_TABLES } from './migrations/024-terms-change-feed.ts';

export const CHANGES_CHANNEL = 'agroventas_changes';
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'agroventas change feed';
const RECONNECT_MS = 1000;

/** How the feed proves itself alive, and how long anything may be kept under it. */
export interface FeedTiming {
  /** Between two heartbeats of the listening connection. */
  heartbeatMs: number;
  /** How long a heartbeat (or connecting and LISTENing) may take before the connection counts as dead. */
  deadlineMs: number;
  /** The longest anything is kept under the feed, however live it is. */
  maxAgeMs: number;
}

/**
 * A dead listener is noticed within heartbeat + deadline (10 s); a deadline of 5 s is far above a
 * notification's round trip on a loaded database (milliseconds) and below a request's patience.
 */
export const DEFAULT_FEED_TIMING: FeedTiming = { heartbeatMs: 5_000, deadlineMs: 5_000, maxAgeMs: 60_000 };

export class ChangeFeed {
  /** Moves on every change announced or made here; what was kept under another value is stale. */
  generation = 0;
  /** Whether announcements arrive: nothing may be kept while they don't. */
  live = false;
  /** Statements this process ran that wrote a watched table (writeObserver). */
  writes = 0;
  /** The longest anything is kept under this feed. */
  readonly maxAgeMs: number;
  /** The clock of `maxAgeMs` (a test moves it). */
  now: () => number = () => performance.now();
  /** Changes of any table (a statement whose table is unknown) and the feed going down or up. */
  private anyTable = 0;
  private readonly byTable = new Map<string, number>();

  constructor(maxAgeMs = DEFAULT_FEED_TIMING.maxAgeMs) {
    this.maxAgeMs = maxAgeMs;
  }

  /** A change seen or made (to these tables; all when unknown): forget what was kept. */
  changed(tables?: readonly string[]): void {
    this.generation += 1;
    if (!tables) this.anyTable += 1;
    else for (const table of tables) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }

  /** Moves whenever `table` may have changed: for what reads one table only (the terms). */
  generationOf(table: string): string {
    return `${this.anyTable}.${this.byTable.get(table) ?? 0}`;
  }

  setLive(live: boolean): void {
    this.live = live;
    this.changed();
  }
}

/** What a notification on the feed's channel says changed: a table's name, or anything. */
function tablesOf(payload: string | undefined): string[] | undefined {
  return payload ? [payload] : undefined;
}

/**
 * Listens on PostgreSQL with a connection of its own, proves it alive by a heartbeat with a
 * deadline, and reconnects while it is lost or silent.
 */
export function listenOnPostgres(
  feed: ChangeFeed,
  connectionString: string,
  timing: FeedTiming = DEFAULT_FEED_TIMING,
): () => Promise<void> {
  // Heartbeats go to a channel only this process listens on: other servers never see them.
  const ownChannel = `agroventas_alive_${randomBytes(6).toString('hex')}`;
  let client: pg.Client | null = null;
  let socket: Socket | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let nextBeat: NodeJS.Timeout | null = null;
  let deadline: NodeJS.Timeout | null = null;
  let awaited: string | null = null;
  let beats = 0;

  const clearTimers = () => {
    if (nextBeat) clearTimeout(nextBeat);
    if (deadline) clearTimeout(deadline);
    nextBeat = deadline = null;
    awaited = null;
  };
  /** Drops the connection without waiting on it: a silent peer never answers a goodbye. */
  const drop = () => {
    const last = client;
    client?.removeAllListeners();
    client?.on('error', () => undefined);
    socket?.destroy();
    client = socket = null;
    return last?.end().catch(() => undefined);
  };
  const lost = () => {
    feed.setLive(false);
    clearTimers();
    void drop();
    if (!stopped && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };
  /** Taken for dead unless `next` is still ours and proves itself before the deadline. */
  const within = (next: pg.Client) => {
    if (deadline) clearTimeout(deadline);
    deadline = setTimeout(() => {
      if (client === next) lost();
    }, timing.deadlineMs);
    deadline.unref();
  };
  const beat = (next: pg.Client) => {
    nextBeat = null;
    if (client !== next) return;
    beats += 1;
    awaited = String(beats);
    within(next);
    next.query(`NOTIFY ${ownChannel}, '${awaited}'`).catch(() => {
      if (client === next) lost();
    });
  };
  const proven = (next: pg.Client) => {
    if (deadline) clearTimeout(deadline);
    deadline = null;
    awaited = null;
    if (!feed.live) feed.setLive(true);
    nextBeat = setTimeout(() => beat(next), timing.heartbeatMs);
    nextBeat.unref();
  };
  const connect = () => {
    retry = null;
    if (stopped) return;
    const ownSocket = new Socket();
    const next = new pg.Client({
      connectionString,
      application_name: LISTENER_NAME,
      stream: () => ownSocket,
      keepAlive: true,
      keepAliveInitialDelayMillis: timing.heartbeatMs,
    });
    client = next;
    socket = ownSocket;
    next.on('notification', (message) => {
      if (message.channel === ownChannel) {
        if (message.payload === awaited) proven(next);
      } else feed.changed(tablesOf(message.payload));
    });
    next.on('error', lost);
    next.on('end', lost);
    // Connecting, LISTENing and the first heartbeat each within the deadline; live once it is back.
    within(next);
    next
      .connect()
      .then(() => {
        within(next);
        return next.query(`LISTEN ${CHANGES_CHANNEL}; LISTEN ${ownChannel}`);
      })
      .then(() => beat(next))
      .catch(() => {
        if (client === next) lost();
      });
  };
  connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    clearTimers();
    feed.setLive(false);
    await drop();
  };
}

export async function listenOnPglite(feed: ChangeFeed, pglite: PGlite): Promise<() => Promise<void>> {
  const unlisten = await pglite.listen(CHANGES_CHANNEL, (payload) => feed.changed(tablesOf(payload)));
  feed.setLive(true);
  return async () => {
    feed.setLive(false);
    await unlisten().catch(() => undefined);
  };
}

/** The tables whose writes are announced (migration 022): the ones the lists read. */
const WATCHED: ReadonlySet<string> = new Set([...WATCHED_TABLES, ...ANNOUNCED_TABLES]);
const RAW_WRITE = /^\s*(insert|update|delete|merge|truncate|with|do|alter|drop|create)\b/i;
const RAW_WATCHED = new RegExp(`\\b(${[...WATCHED].join('|')})\\b`, 'i');

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

/**
 * The watched tables a statement may write: none, some, or undefined when it is raw SQL that may
 * write one (judged by its text: more only costs a count).
 */
function watchedWritten(node: RootOperationNode): string[] | undefined {
  if (node.kind === 'RawNode') {
    const text = node.sqlFragments.join(' ');
    return RAW_WRITE.test(text) && RAW_WATCHED.test(text) ? undefined : [];
  }
  return tablesWritten(node).filter((table) => WATCHED.has(table));
}

/**
 * A Kysely plugin that moves the feed when a statement that may write a watched table has run here:
 * the announcement of a committed write arrives a moment later, but a write outside a transaction is
 * committed when it returns. Writes to the tables no list reads (sessions, the audit log…) leave
 * what was kept alone.
 */
export function writeObserver(feed: ChangeFeed): KyselyPlugin {
  const writing = new WeakMap<object, string[] | undefined>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const tables = watchedWritten(node);
      if (!tables || tables.length > 0) writing.set(queryId, tables);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writing.has(queryId)) {
        feed.writes += 1;
        feed.changed(writing.get(queryId));
      }
      return result;
    },
  };
}
