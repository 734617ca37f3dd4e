// The exact SQL our lists run for a query, captured from the repository itself (Kysely's query
// log), so the bare route and the raw timings execute the very statements the API executes.
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { customerListQuerySchema } from '../../domain/customers.ts';
import { paginationQuerySchema } from '../../domain/pagination-schemas.ts';
import { saleListQuerySchema, voucherListQuerySchema } from '../../domain/sales-schemas.ts';
import type { AuthContext } from '../../server/auth/sessions.ts';
import type { Database } from '../../server/db/database.ts';
import { PGliteDialect } from '../../server/db/pglite-dialect.ts';
import type { PGlite } from '@electric-sql/pglite';
import { listClients } from '../../server/modules/customers/repository.ts';
import { listSales } from '../../server/modules/sales/repository.ts';
import { dataScopeOf } from '../../server/modules/shared/scope.ts';
import { listVouchers } from '../../server/modules/vouchers/repository.ts';

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export interface ListQueries {
  count: CapturedQuery;
  rows: CapturedQuery;
}

/** The lists the load section measures, by the API path that serves them. */
export type ListName = 'sales' | 'vouchers' | 'clients';

export function adminAuth(userId: number): AuthContext {
  return { sessionHash: 'bench', role: 'ADMIN', userId, clientId: null, zoneId: null, mustAcceptTos: false };
}

async function runList(
  db: Kysely<Database>,
  auth: AuthContext,
  list: ListName,
  query: Record<string, string>,
): Promise<unknown> {
  // Without the list cache: the count runs too, so both statements are captured.
  if (list === 'sales') return listSales(db, null, auth, saleListQuerySchema.parse(query));
  if (list === 'vouchers') return listVouchers(db, null, auth, voucherListQuerySchema.parse(query));
  const { page, size, ...filters } = paginationQuerySchema.extend(customerListQuerySchema.shape).parse(query);
  return listClients(db, null, dataScopeOf(auth), filters, { page, size });
}

/** Runs the list once with a logging Kysely and returns its two statements (count, rows). */
export async function captureListQueries(
  target: { pool: pg.Pool } | { pglite: PGlite },
  auth: AuthContext,
  query: Record<string, string>,
  list: ListName = 'sales',
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
  await runList(db, auth, list, query);
  const count = captured.find((q) => /count\(\*\)/i.test(q.sql));
  const rows = captured.find((q) => q !== count);
  if (!count || !rows) throw new Error(`expected a count and a rows query, got ${captured.length}`);
  return { count, rows };
}
