// Readable folios, a sequence per calendar year: V-2026-000123 for sales, DK-2026-000045 for
// Dkbonos. The sequence lives in folio_counters and only moves forward, so a deleted document's
// folio is never issued again (issue 13). The counter row is locked (FOR UPDATE) until the
// transaction that inserts the documents ends, so concurrent documents never share a folio, on
// PostgreSQL and PGlite alike. Documents written with their own folios (the demo seed, the bench)
// are caught up with: the next number is above both the counter and the highest folio stored.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

/** The next `count` folios of the year, in order (an import numbers its sales at once). */
export async function nextFolios(
  trx: Transaction<Database>,
  table: 'sales' | 'vouchers',
  prefix: 'V' | 'DK',
  year: string,
  count: number,
): Promise<string[]> {
  const yearNumber = Number(year);
  await trx
    .insertInto('folio_counters')
    .values({ prefix, year: yearNumber, last_number: 0 })
    .onConflict((oc) => oc.columns(['prefix', 'year']).doNothing())
    .execute();
  const counter = await trx
    .selectFrom('folio_counters')
    .select('last_number')
    .where('prefix', '=', prefix)
    .where('year', '=', yearNumber)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const start = `${prefix}-${year}-`;
  const highest = await trx
    .selectFrom(table)
    .select('folio')
    .where('folio', 'like', `${start}%`)
    .orderBy('folio', 'desc')
    .limit(1)
    .executeTakeFirst();
  const last = Math.max(counter.last_number, highest ? Number(highest.folio.slice(start.length)) : 0);
  await trx
    .updateTable('folio_counters')
    .set({ last_number: last + count })
    .where('prefix', '=', prefix)
    .where('year', '=', yearNumber)
    .execute();
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
