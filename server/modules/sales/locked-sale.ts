// The sale an edit or a deletion works on, locked (FOR UPDATE) and only if the caller may see it:
// outside the caller's scope it answers 404 exactly like a missing id.
import type { Transaction } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { saleScopeCondition } from './repository.ts';

export async function lockVisibleSale(trx: Transaction<Database>, auth: AuthContext, id: number) {
  const sale = await trx
    .selectFrom('sales as s')
    .selectAll('s')
    .where('s.id', '=', id)
    .where(saleScopeCondition(auth))
    .forUpdate()
    .executeTakeFirst();
  if (!sale) throw new AppError('NOT_FOUND', 'La venta no existe.');
  const season = await trx
    .selectFrom('seasons')
    .select(['name', 'is_open'])
    .where('id', '=', sale.season_id)
    .forShare()
    .executeTakeFirstOrThrow();
  const items = await trx
    .selectFrom('sale_items')
    .select(['product_id', 'quantity', 'total'])
    .where('sale_id', '=', id)
    .orderBy('id')
    .execute();
  return { sale, season, items };
}
