// PUT /vouchers/{id}/cancel: an admin or the owning consultant cancels a Dkbono while nothing is
// paid (docs/design.md §8), which frees its reserved bags (the reserved count skips CANCELLED). Under the
// same row lock as payments, so a payment and a cancel racing never both win; the version moves on,
// so an editor opened before the cancel is told the Dkbono changed. An admin's cancel is told to the
// Dkbono's consultant, whose detail page still opens it (read-only).
import type { Kysely } from 'kysely';
import { toCents } from '../../../domain/money.ts';
import type { VoucherDetail } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { notify } from '../notifications/notify.ts';
import { assertSeasonNotOver } from '../shared/sale-rules.ts';
import { assertVoucherWritable, lockVisibleVoucher, readBackVoucher } from './locked-voucher.ts';
import { customerNameOf, setVoucherState } from './write-repository.ts';

export async function cancelVoucher(
  db: Kysely<Database>,
  auth: AuthContext & { userId: number },
  id: number,
  ip: string | null,
): Promise<VoucherDetail> {
  return db.transaction().execute(async (trx) => {
    const voucher = await lockVisibleVoucher(trx, auth, id);
    assertVoucherWritable(voucher);
    await assertSeasonNotOver(trx, voucher.season_id, 'cancelar');
    if (voucher.status !== 'PENDING' || toCents(voucher.paid) > 0) {
      throw new AppError(
        'CONFLICT',
        `El DKbono ${voucher.folio} tiene pagos registrados: quita los pagos antes de cancelarlo.`,
      );
    }
    await setVoucherState(trx, id, { status: 'CANCELLED', version: voucher.version + 1 });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'vouchers.cancel',
      entity: 'voucher',
      entityId: id,
      before: { status: voucher.status, paid: voucher.paid, version: voucher.version },
      after: { status: 'CANCELLED', version: voucher.version + 1 },
      ip,
    });
    if (voucher.consultant_id !== auth.userId) {
      await notify(trx, {
        kind: 'VOUCHER_CANCELLED',
        voucherId: id,
        folio: voucher.folio,
        consultantId: voucher.consultant_id,
        clientName: await customerNameOf(trx, voucher.client_id),
      });
    }
    return readBackVoucher(trx, auth, id);
  });
}
