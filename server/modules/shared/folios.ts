// Readable folios, a sequence per calendar year: V-2026-000123 for sales, DK-2026-000045 for
// Dkbonos. The sequence lives in folio_counters and only moves forward, so a deleted document's
// folio is never issued again. The counter row stays locked by its upsert until the
// transaction that inserts the documents ends, so concurrent documents never share a folio, on
// PostgreSQL and PGlite alike. Documents written with their own folios (the demo seed, the bench)
// are caught up with: the next number is above both the counter and the highest folio stored.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The next `count` folios of the year, in order (an import numbers its sales at once). */
export async function nextFolios(
  trx: Transaction<Database>,
  table: 'sales' | 'vouchers',
  prefix: 'V' | 'DK',
  year: string,
  count: number,
): Promise<string[]> {
  const start = `${prefix}-${year}-`;
  // Documents the counter did not number (seed, bench) are caught up with. Read before the lock:
  // what a concurrent transaction is numbering is already counted by the counter it holds.
  const highest = await trx
    .selectFrom(table)
    .select('folio')
    .where('folio', 'like', `${start}%`)
    .orderBy('folio', 'desc')
    .limit(1)
    .executeTakeFirst();
  const stored = highest ? Number(highest.folio.slice(start.length)) : 0;
  // One statement creates or advances the counter and keeps its row locked until the transaction
  // ends; a concurrent one waits here and then reads the committed value.
  const { last_number: end } = await trx
    .insertInto('folio_counters')
    .values({ prefix, year: Number(year), last_number: stored + count })
    .onConflict((oc) =>
      oc.columns(['prefix', 'year']).doUpdateSet({
        last_number: sql<number>`greatest(folio_counters.last_number, ${stored}) + ${count}`,
      }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const last = end - count;
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
