// The exact SQL our sale list runs for a query, captured from the repository itself (Kysely's query
// log), so the bare route and the raw timings execute the very statements the API executes.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { saleListQuerySchema } from '../../domain/sales.ts';
import type { AuthContext } from '../../server/auth/sessions.ts';
import type { Database } from '../../server/db/database.ts';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import type { PGlite } from '@electric-sql/pglite';
import { listSales } from '../../server/modules/sales/repository.ts';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface ListQueries {
  count: CapturedQuery;
  rows: CapturedQuery;
}

export function adminAuth(userId: number): AuthContext {
  return { sessionHash: 'bench', role: 'ADMIN', userId, clientId: null, zoneId: null, mustAcceptTos: false };
}

/** Runs listSales once with a logging Kysely and returns its two statements (count, rows). */
export async function captureListQueries(
  target: { pool: pg.Pool } | { pglite: PGlite },
  auth: AuthContext,
  query: Record<string, string>,
): Promise<ListQueries> {
  const captured: CapturedQuery[] = [];
  const dialect =
    'pool' in target ? new PostgresDialect({ pool: target.pool }) : new PGliteDialect(target.pglite);
  const db = new Kysely<Database>({
    dialect,
    log: (event) => {
      if (event.level === 'query')
        captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  await listSales(db, auth, saleListQuerySchema.parse(query));
  const count = captured.find((q) => /count\(\*\)/i.test(q.sql));
  const rows = captured.find((q) => q !== count);
  if (!count || !rows) throw new Error(`expected a count and a rows query, got ${captured.length}`);
  return { count, rows };
}
