// DELETE /sales/{id}: the bags go back to inventory (it is derived, so removing the rows is enough)
// and a Dkbono the sale redeemed is PAID again, redeemable anew. Refused once the season closed.
import type { Kysely } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { writeAudit } from '../shared/audit.ts';
import { lockVisibleSale } from './locked-sale.ts';
import { seasonClosedForChanges } from '../shared/sale-rules.ts';
import { deleteSaleRow, setRedeemedVoucherStatus } from './write-repository.ts';

export async function deleteSale(
  db: Kysely<Database>,
  auth: AuthContext & { userId: number },
  id: number,
  ip: string | null,
): Promise<void> {
  return db.transaction().execute(async (trx) => {
    const { sale, season, items } = await lockVisibleSale(trx, auth, id);
    if (!season.is_open) throw seasonClosedForChanges(season.name, 'la venta');
    await deleteSaleRow(trx, id);
    if (sale.voucher_id !== null) {
      await setRedeemedVoucherStatus(trx, sale.voucher_id, 'PAID');
      await writeAudit(trx, {
        actorUserId: auth.userId,
        action: 'vouchers.unredeem',
        entity: 'voucher',
        entityId: sale.voucher_id,
        before: { status: 'REDEEMED', saleId: id },
        after: { status: 'PAID' },
        ip,
      });
    }
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'sales.delete',
      entity: 'sale',
      entityId: id,
      before: { ...sale, items },
      ip,
    });
  });
}
