// Readable folios, a sequence per calendar year: V-2026-000123 for sales, DK-2026-000045 for
// Dkbonos. A transaction-scoped advisory lock serialises numbering, so two concurrent documents
// never read the same highest folio; the lock ends with the transaction that inserts the row.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

const FOLIO_LOCKS = { sales: 7_301, vouchers: 7_302 } as const;

export async function nextFolio(
  trx: Transaction<Database>,
  table: 'sales' | 'vouchers',
  prefix: 'V' | 'DK',
  year: string,
): Promise<string> {
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
  return `${start}${String(last + 1).padStart(6, '0')}`;
}
