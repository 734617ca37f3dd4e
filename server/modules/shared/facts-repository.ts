// The SQL behind the checks every sale and Dkbono passes (sale-rules.ts): the season, held so it
// cannot close meanwhile, the consultant's customer, and the products of the lines.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { SEASON_COLUMNS } from './season-row.ts';

type Trx = Transaction<Database>;

/** The season's row, held FOR SHARE until the transaction ends. */
export function lockSeasonRow(trx: Trx, seasonId: number) {
  return trx
    .selectFrom('seasons')
    .select(SEASON_COLUMNS)
    .where('id', '=', seasonId)
    .forShare()
    .executeTakeFirst();
}

/** The season a stored sale or Dkbono is in (it exists: the foreign key says so), held FOR SHARE. */
export async function heldSeasonOf(trx: Trx, seasonId: number) {
  const season = await lockSeasonRow(trx, seasonId);
  if (!season) throw new Error(`Season ${seasonId} of a stored record is missing`);
  return season;
}

/** The customer if it belongs to the consultant's portfolio. */
export function consultantCustomer(trx: Trx, clientId: number, consultantId: number) {
  return trx
    .selectFrom('clients')
    .select(['id', 'first_name', 'last_name', 'status'])
    .where('id', '=', clientId)
    .where('consultant_id', '=', consultantId)
    .executeTakeFirst();
}

export function productRows(trx: Trx, ids: readonly number[]) {
  return trx
    .selectFrom('products')
    .select(['id', 'code', 'name', 'enabled'])
    .where('id', 'in', ids)
    .execute();
}
