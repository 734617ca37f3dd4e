// The sale an edit or a deletion works on, locked (FOR UPDATE) and only if the caller may see it:
// outside the caller's scope it answers 404 exactly like a missing id.
import type { Transaction } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { heldSeasonOf } from '../shared/facts-repository.ts';
import { lockSaleRow, saleItemsOf } from './write-repository.ts';

export async function lockVisibleSale(trx: Transaction<Database>, auth: AuthContext, id: number) {
  const sale = await lockSaleRow(trx, auth, id);
  if (!sale) throw new AppError('NOT_FOUND', 'La venta no existe.');
  const season = await heldSeasonOf(trx, sale.season_id);
  const items = await saleItemsOf(trx, id);
  return { sale, season, items };
}
