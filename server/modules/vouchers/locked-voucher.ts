// The Dkbono an edit or a payment update works on, locked (FOR UPDATE) and only if the caller may
// see it: outside the caller's scope it answers 404 exactly like a missing id.
import type { Transaction } from 'kysely';
import { VOUCHER_STATUS_LABELS } from '../../../domain/sales.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database, VoucherStatus } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { lockVoucherRow } from './write-repository.ts';

export async function lockVisibleVoucher(trx: Transaction<Database>, auth: AuthContext, id: number) {
  const voucher = await lockVoucherRow(trx, auth, id);
  if (!voucher) throw new AppError('NOT_FOUND', 'El DKbono no existe.');
  return voucher;
}

/** docs/design.md §8: a redeemed or cancelled Dkbono is read-only. */
export function assertVoucherWritable(voucher: { folio: string; status: VoucherStatus }): void {
  if (voucher.status === 'REDEEMED' || voucher.status === 'CANCELLED') {
    const label = VOUCHER_STATUS_LABELS[voucher.status].toLowerCase();
    throw new AppError('CONFLICT', `El DKbono ${voucher.folio} está ${label} y ya no se puede modificar.`);
  }
}
