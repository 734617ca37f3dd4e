// Readable folios, a sequence per calendar year: V-2026-000123 for sales, DK-2026-000045 for
// Dkbonos. A transaction-scoped advisory lock serialises numbering, so two concurrent documents
// never read the same highest folio; the lock ends with the transaction that inserts the row.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

const FOLIO_LOCKS = { sales: 7_301, vouchers: 7_302 } as const;

/** The next `count` folios of the year, in order, under the same lock (an import numbers its sales at once). */
export async function nextFolios(
  trx: Transaction<Database>,
  table: 'sales' | 'vouchers',
  prefix: 'V' | 'DK',
  year: string,
  count: number,
): Promise<string[]> {
  await sql`select pg_advisory_xact_lock(${FOLIO_LOCKS[table]})`.execute(trx);
  const start = `${prefix}-${year}-`;
  const row = await trx
    .selectFrom(table)
    .select('folio')
    .where('folio', 'like', `${start}%`)
    .orderBy('folio', 'desc')
    .limit(1)
    .executeTakeFirst();
  const last = row ? Number(row.folio.slice(start.length)) : 0;
  return Array.from({ length: count }, (_, i) => `${start}${String(last + 1 + i).padStart(6, '0')}`);
}

export async function nextFolio(
  trx: Transaction<Database>,
  table: 'sales' | 'vouchers',
  prefix: 'V' | 'DK',
  year: string,
): Promise<string> {
  const [folio] = await nextFolios(trx, table, prefix, year, 1);
  if (!folio) throw new Error('No folio allocated');
  return folio;
}
