// One test database per Vitest worker and kind, reset to the demo seed between files, instead of a
// new copy of the template for every file (a PGlite boot from the template dump took 2–3 s a file,
// a PostgreSQL template copy and drop 1–2 s). The `server` project shares one module graph per
// worker (`isolate: false`), so this module's pool outlives the file that filled it.
//
// Reset = every table emptied and refilled from a snapshot taken when the database was new, with
// triggers and foreign keys off for the refill (session_replication_role = replica: the snapshot
// already holds what the triggers keep), and every sequence set back. A database whose schema a
// test changed (a fingerprint of tables, columns, indexes, triggers and functions) is closed and
// never reused.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DatabaseHandle, DatabaseKind } from '../db/connect.ts';

const SNAPSHOT_SCHEMA = 'seed_snapshot';

interface Snapshot {
  /** Each table with the columns a refill writes (generated columns compute themselves). */
  tables: { name: string; columns: string }[];
  sequences: { name: string; lastValue: number | null }[];
  fingerprint: string;
}

interface Pooled {
  handle: DatabaseHandle;
  snapshot: Snapshot;
  /** Closes the database for good (and drops it, on PostgreSQL). */
  dispose: () => Promise<void>;
}

const idle = new Map<DatabaseKind, Pooled[]>();

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

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
  const tables = (
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
  const copies = tables.map(
    ({ name, columns }) =>
      `CREATE TABLE ${SNAPSHOT_SCHEMA}.${quote(name)} AS SELECT ${columns} FROM public.${quote(name)};`,
  );
  await sql.raw(`CREATE SCHEMA ${SNAPSHOT_SCHEMA}; ${copies.join(' ')}`).execute(db);
  return { tables, sequences, fingerprint: await fingerprint(db) };
}

/** Puts every table and sequence back as the snapshot holds them, in one transaction. */
async function restore(db: Kysely<Database>, snapshot: Snapshot): Promise<void> {
  const list = snapshot.tables.map(({ name }) => `public.${quote(name)}`).join(', ');
  const refills = snapshot.tables.map(
    ({ name, columns }) =>
      `INSERT INTO public.${quote(name)} (${columns}) SELECT ${columns} FROM ${SNAPSHOT_SCHEMA}.${quote(name)};`,
  );
  const sequences = snapshot.sequences.map(({ name, lastValue }) =>
    lastValue === null
      ? `SELECT setval('public.${quote(name)}', 1, false);`
      : `SELECT setval('public.${quote(name)}', ${lastValue}, true);`,
  );
  await sql
    .raw(
      [
        'BEGIN;',
        'SET LOCAL session_replication_role = replica;',
        `TRUNCATE ${list};`,
        ...refills,
        ...sequences,
        'COMMIT;',
        // TRUNCATE forgets the tables' statistics: without them the planner picks plans that
        // made a heavy file three times slower than on a new copy.
        'ANALYZE;',
      ].join(' '),
    )
    .execute(db);
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
    await restore(entry.handle.db, entry.snapshot);
    // The refill ran with triggers off, so it announced nothing: what the lists kept is stale.
    entry.handle.feed.changed();
  } else {
    const created = await create();
    entry = { ...created, snapshot: await takeSnapshot(created.handle.db) };
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
