// One test database per Vitest worker and kind, reset to the demo seed between files, instead of a
// new copy of the template for every file (a PGlite boot from the template dump took 2–3 s a file,
// a PostgreSQL template copy and drop 1–2 s). The `server` project shares one module graph per
// worker (`isolate: false`), so this module's pool outlives the file that filled it.
//
// Reset = the tables a file wrote emptied and refilled from a snapshot taken when the database was
// new, with triggers and foreign keys off for the refill (session_replication_role = replica: the
// snapshot already holds what the triggers keep), and every sequence set back. The first reset
// refills every table in one transaction, so all their rows then carry that transaction's id
// (xmin); a later reset finds the tables a file wrote as those holding a row another transaction
// wrote (an insert or an update) or a row count other than the snapshot's (a delete), and refills
// only those, with DELETE rather than TRUNCATE so that the statistics of the first reset's ANALYZE
// stay. A database whose schema a test changed (a fingerprint of tables, columns, indexes, triggers
// and functions) is closed and never reused.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DatabaseHandle, DatabaseKind } from '../db/connect.ts';

const SNAPSHOT_SCHEMA = 'seed_snapshot';

interface Snapshot {
  /** Each table with the columns a refill writes (generated columns compute themselves) and its rows. */
  tables: { name: string; columns: string; rows: number }[];
  sequences: { name: string; lastValue: number | null }[];
  fingerprint: string;
}

interface Pooled {
  handle: DatabaseHandle;
  snapshot: Snapshot;
  /** The transaction that last refilled each table, once every table has been refilled. */
  refilledBy: Map<string, string> | null;
  /** Closes the database for good (and drops it, on PostgreSQL). */
  dispose: () => Promise<void>;
}

const idle = new Map<DatabaseKind, Pooled[]>();

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

async function fingerprint(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ fingerprint: string }>`
    SELECT md5(concat_ws('|',
      (SELECT string_agg(table_name || '.' || column_name || ':' || data_type, ',' ORDER BY table_name, ordinal_position)
         FROM information_schema.columns WHERE table_schema = 'public'),
      (SELECT string_agg(indexname || ':' || indexdef, ',' ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public'),
      (SELECT string_agg(t.tgname, ',' ORDER BY t.tgname) FROM pg_trigger t
         JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal),
      (SELECT string_agg(p.proname || ':' || md5(p.prosrc), ',' ORDER BY p.proname) FROM pg_proc p
         JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public')
    )) AS fingerprint`.execute(db);
  return rows[0]!.fingerprint;
}

/** Copies every table of a new database into the snapshot schema and notes its sequences. */
async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const columnsOf = (
    await sql<{ name: string; columns: string[] }>`
      SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a
          ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
       WHERE n.nspname = 'public' AND c.relkind = 'r'
       GROUP BY c.relname
       ORDER BY c.relname`.execute(db)
  ).rows.map((r) => ({ name: r.name, columns: r.columns.map(quote).join(', ') }));
  const sequences = (
    await sql<{ name: string; lastValue: string | number | null }>`
      SELECT sequencename AS name, last_value AS "lastValue" FROM pg_sequences WHERE schemaname = 'public'`.execute(
      db,
    )
  ).rows.map((r) => ({ name: r.name, lastValue: r.lastValue === null ? null : Number(r.lastValue) }));
  const copies = columnsOf.map(
    ({ name, columns }) =>
      `CREATE TABLE ${SNAPSHOT_SCHEMA}.${quote(name)} AS SELECT ${columns} FROM public.${quote(name)};`,
  );
  await sql.raw(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}; ${copies.join(' ')}`).execute(db);
  const counts = columnsOf.map(
    ({ name }) =>
      `SELECT ${literal(name)} AS name, count(*)::int AS rows FROM ${SNAPSHOT_SCHEMA}.${quote(name)}`,
  );
  const rows = new Map(
    (await sql.raw<{ name: string; rows: number }>(counts.join(' UNION ALL ')).execute(db)).rows.map((r) => [
      r.name,
      r.rows,
    ]),
  );
  const tables = columnsOf.map((table) => ({ ...table, rows: rows.get(table.name) ?? 0 }));
  return { tables, sequences, fingerprint: await fingerprint(db) };
}

/** Past this many rows a written table is vacuumed after its refill, not left with the dead ones. */
const VACUUM_PAST_ROWS = 1_000;

/**
 * The tables whose rows differ from the last refill's (another transaction wrote a row, or one
 * went), each with the rows it holds now.
 */
async function writtenTables(
  db: Kysely<Database>,
  tables: Snapshot['tables'],
  refilledBy: Map<string, string>,
) {
  const checks = tables.map(
    ({ name }) =>
      `SELECT ${literal(name)} AS name, (SELECT count(*) FROM public.${quote(name)})::int AS rows, ` +
      `EXISTS (SELECT 1 FROM public.${quote(name)} WHERE xmin::text <> ${literal(refilledBy.get(name) ?? '')}) AS rewritten`,
  );
  const now = new Map(
    (
      await sql
        .raw<{ name: string; rows: number; rewritten: boolean }>(checks.join(' UNION ALL '))
        .execute(db)
    ).rows.map((r) => [r.name, r]),
  );
  return tables.flatMap((table) => {
    const found = now.get(table.name);
    return !found || found.rewritten || found.rows !== table.rows
      ? [{ ...table, rowsNow: found?.rows ?? 0 }]
      : [];
  });
}

/**
 * Puts the tables back as the snapshot holds them, in one transaction, and every sequence: all of
 * them the first time, then those a file wrote.
 */
async function restore(db: Kysely<Database>, pooled: Pooled): Promise<void> {
  const { snapshot } = pooled;
  const sequences = snapshot.sequences.map(({ name, lastValue }) =>
    lastValue === null
      ? `SELECT setval('public.${quote(name)}', 1, false);`
      : `SELECT setval('public.${quote(name)}', ${lastValue}, true);`,
  );
  const refillOf = ({ name, columns }: Snapshot['tables'][number]) =>
    `INSERT INTO public.${quote(name)} (${columns}) SELECT ${columns} FROM ${SNAPSHOT_SCHEMA}.${quote(name)};`;
  // null the first time: every table is refilled.
  const written = pooled.refilledBy && (await writtenTables(db, snapshot.tables, pooled.refilledBy));
  const tables = written ?? snapshot.tables;
  if (tables.length === 0) {
    await sql.raw(sequences.join(' ')).execute(db);
    return;
  }
  const emptying = written
    ? tables.map(({ name }) => `DELETE FROM public.${quote(name)};`)
    : [`TRUNCATE ${tables.map(({ name }) => `public.${quote(name)}`).join(', ')};`];
  // TRUNCATE forgets the tables' statistics: without them the planner picks plans that made a heavy
  // file three times slower than on a new copy. A DELETE keeps them; a table a file filled is
  // vacuumed, so that the next files do not scan its dead rows.
  const afterwards = written
    ? written
        .filter(({ rowsNow }) => rowsNow > VACUUM_PAST_ROWS)
        .map(({ name }) => `VACUUM ANALYZE public.${quote(name)};`)
    : ['ANALYZE;'];
  const refilledBy = await db.connection().execute(async (connection) => {
    try {
      await sql
        .raw(
          [
            'BEGIN;',
            'SET LOCAL session_replication_role = replica;',
            ...emptying,
            ...tables.map(refillOf),
            ...sequences,
          ].join(' '),
        )
        .execute(connection);
      const { rows } = await sql<{ xid: string }>`SELECT (txid_current() % 4294967296)::text AS xid`.execute(
        connection,
      );
      await sql.raw('COMMIT;').execute(connection);
      return rows[0]!.xid;
    } catch (error) {
      await sql.raw('ROLLBACK;').execute(connection);
      throw error;
    }
  });
  for (const statement of afterwards) await sql.raw(statement).execute(db);
  const by = pooled.refilledBy ?? new Map<string, string>();
  for (const { name } of tables) by.set(name, refilledBy);
  pooled.refilledBy = by;
}

/**
 * A database of this kind at the demo seed: a reset one from the worker's pool, or a new one from
 * `create` (its snapshot is taken now). `release` hands it back for the next file.
 */
export async function pooledDatabase(
  kind: DatabaseKind,
  create: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>,
): Promise<{ handle: DatabaseHandle; release: () => Promise<void> }> {
  let entry = idle.get(kind)?.pop();
  if (entry) {
    await restore(entry.handle.db, entry);
    // The refill ran with triggers off, so it announced nothing: what the lists kept is stale.
    entry.handle.feed.changed();
  } else {
    const created = await create();
    entry = { ...created, snapshot: await takeSnapshot(created.handle.db), refilledBy: null };
  }
  const taken = entry;
  return {
    handle: taken.handle,
    release: async () => {
      const unchanged = await fingerprint(taken.handle.db).then(
        (now) => now === taken.snapshot.fingerprint,
        () => false,
      );
      if (!unchanged) return taken.dispose();
      const list = idle.get(kind) ?? [];
      list.push(taken);
      idle.set(kind, list);
    },
  };
}
