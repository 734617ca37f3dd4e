// Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite under a data folder.
// Both return the same column types: dates as 'YYYY-MM-DD' strings, bigint counts as numbers.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import {
  ChangeFeed,
  DEFAULT_FEED_TIMING,
  type FeedTiming,
  listenOnPglite,
  listenOnPostgres,
  writeObserver,
} from './change-feed.ts';
import type { Database } from './database.ts';
import { PGliteDialect } from './pglite-dialect.ts';

export type DatabaseKind = 'postgres' | 'pglite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded instance, when kind is 'pglite' (tests copy it as a template). */
  pglite?: PGlite;
  /** When what a list kept between requests goes stale (change-feed.ts); buildApp hands it to the list cache. */
  feed: ChangeFeed;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const asIs = (value: string) => value;
const asNumber = (value: string) => Number(value);

export interface ConnectOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests). */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** The change feed's heartbeat, deadline and maximum age (change-feed.ts); the defaults otherwise. */
  feed?: Partial<FeedTiming> | undefined;
}

export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  const timing: FeedTiming = { ...DEFAULT_FEED_TIMING, ...options.feed };
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === DATE_OID) return asIs;
          if (oid === INT8_OID) return asNumber;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a dropped test database) emits 'error' on the
    // pool; unhandled, that would crash the process. The next query simply opens a new connection.
    pool.on('error', () => undefined);
    // A connection that breaks while checked out (a database restart mid-transaction) emits 'error'
    // on its client, where the pool listens only while it is idle: the query in flight fails, the
    // pool drops the connection, and the process must not crash (npm run test:reliability).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const feed = new ChangeFeed(timing.maxAgeMs);
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [writeObserver(feed)],
    });
    const stopListening = listenOnPostgres(feed, options.databaseUrl, timing);
    const close = async () => {
      await stopListening();
      await db.destroy();
    };
    return { db, kind: 'postgres', feed, close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir, {
    parsers: { [DATE_OID]: asIs, [INT8_OID]: asNumber },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const feed = new ChangeFeed(timing.maxAgeMs);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [writeObserver(feed)] });
  const stopListening = await listenOnPglite(feed, pglite);
  const close = async () => {
    await stopListening();
    await db.destroy();
  };
  return { db, kind: 'pglite', pglite, feed, close };
}
