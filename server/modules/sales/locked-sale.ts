// The sale an edit or a deletion works on, locked (FOR UPDATE) and only if the caller may see it:
// outside the caller's scope it answers 404 exactly like a missing id.
import type { Kysely, Transaction } from 'kysely';
import type { SaleDetail } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { heldSeasonOf } from '../shared/facts-repository.ts';
import { findSaleDetail } from './repository.ts';
import { lockSaleRow, saleItemsOf } from './write-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'La venta no existe.');

export async function lockVisibleSale(trx: Transaction<Database>, auth: AuthContext, id: number) {
  const sale = await lockSaleRow(trx, auth, id);
  if (!sale) throw notFound();
  const season = await heldSeasonOf(trx, sale.season_id);
  const items = await saleItemsOf(trx, id);
  return { sale, season, items };
}

/** The sale as the caller sees it, read in the transaction that just wrote it (the write's answer). */
export async function readBackSale(db: Kysely<Database>, auth: AuthContext, id: number): Promise<SaleDetail> {
  const sale = await findSaleDetail(db, auth, id);
  if (!sale) throw notFound();
  return sale;
}
