// The Dkbono an edit or a payment update works on, locked (FOR UPDATE) and only if the caller may
// see it: outside the caller's scope it answers 404 exactly like a missing id.
import type { Kysely, Transaction } from 'kysely';
import { VOUCHER_STATUS_LABELS } from '../../../domain/sales.ts';
import type { VoucherDetail } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database, VoucherStatus } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { findVoucherDetail } from './repository.ts';
import { lockVoucherRow } from './write-repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'El DKbono no existe.');

export async function lockVisibleVoucher(trx: Transaction<Database>, auth: AuthContext, id: number) {
  const voucher = await lockVoucherRow(trx, auth, id);
  if (!voucher) throw notFound();
  return voucher;
}

/** The shared stale-edit check, in words that name the Dkbono (its editors offer to reload it). */
export function assertVoucherVersion(voucher: { version: number }, sent: number): void {
  assertCurrentVersion(voucher, sent, 'El DKbono cambió mientras lo editabas. Recarga e intenta de nuevo.');
}

/** The Dkbono as the caller sees it, read in the transaction that just wrote it (the write's answer). */
export async function readBackVoucher(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<VoucherDetail> {
  const voucher = await findVoucherDetail(db, auth, id);
  if (!voucher) throw notFound();
  return voucher;
}

/** docs/design.md §8: a redeemed or cancelled Dkbono is read-only. */
export function assertVoucherWritable(voucher: { folio: string; status: VoucherStatus }): void {
  if (voucher.status === 'REDEEMED' || voucher.status === 'CANCELLED') {
    const label = VOUCHER_STATUS_LABELS[voucher.status].toLowerCase();
    throw new AppError('CONFLICT', `El DKbono ${voucher.folio} está ${label} y ya no se puede modificar.`);
  }
}
