// PUT /vouchers/{id}/payments: the list of payments is replaced as a whole under the row lock and
// from the version the editor read (required, as for every money edit), so two people paying at
// once never lose a payment unseen nor exceed the total. The status follows the paid sum
// (docs/design.md §8); the consultant hears of a payment or of the Dkbono becoming fully paid
// through the notification service, in the same transaction. Each payment keeps, gets or voids
// the farmer's receipt (receipts.ts).
import type { Transaction } from 'kysely';
import { centsToNumeric, sumCents, toCents } from '../../../domain/money.ts';
import { formatCents } from '../../../domain/money-format.ts';
import { voucherStatusFor } from '../../../domain/sales.ts';
import type { VoucherPaymentsInput } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { notify } from '../notifications/notify.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { assertPaymentDays, assertSeasonNotOver } from '../shared/sale-rules.ts';
import { assertVoucherVersion, assertVoucherWritable, lockVisibleVoucher } from './locked-voucher.ts';
import { heldReceipts, settleReceipts } from './receipts.ts';
import { paymentsOf, replacePayments, setVoucherState } from './write-repository.ts';

export async function recordVoucherPayments(
  trx: Transaction<Database>,
  auth: AuthContext & { userId: number },
  id: number,
  input: VoucherPaymentsInput,
  ip: string | null,
): Promise<void> {
  const voucher = await lockVisibleVoucher(trx, auth, id);
  assertVoucherVersion(voucher, input.version);
  assertVoucherWritable(voucher);
  const season = await assertSeasonNotOver(trx, voucher.season_id, 'registrar pagos');
  const before = await paymentsOf(trx, id);
  const window = { createdDay: mexicoCityDay(voucher.created_at), season };
  assertPaymentDays(input.payments, new Set(before.map((p) => p.date)), window, mexicoCityDay());
  const totalCents = toCents(voucher.total);
  const amounts = input.payments.map((p) => toCents(p.amount));
  const paidCents = sumCents(amounts);
  if (paidCents > totalCents) {
    throw new AppError(
      'VOUCHER_OVERPAID',
      `Los pagos suman ${formatCents(paidCents)} y el total del DKbono es ${formatCents(totalCents)}.`,
      [
        {
          path: `payments.${input.payments.length - 1}.amount`,
          message: 'El pago excede el saldo del DKbono.',
        },
      ],
    );
  }
  // The farmer's receipts (receipts.ts): read before the rows go, settled once the new ones exist.
  const held = await heldReceipts(trx, id);
  const rows = input.payments.map((p, index) => ({
    date: p.date,
    amountCents: amounts[index] ?? 0,
    method: p.method,
    reference: p.reference || null,
  }));
  const ids = await replacePayments(trx, id, rows);
  await settleReceipts(
    trx,
    id,
    held,
    rows.map((row, index) => ({ ...row, id: ids[index] ?? 0 })),
  );
  const status = voucherStatusFor(paidCents, totalCents);
  await setVoucherState(trx, id, { status, version: voucher.version + 1, paidCents });
  await writeAudit(trx, {
    actorUserId: auth.userId,
    action: 'vouchers.payments',
    entity: 'voucher',
    entityId: id,
    before: { status: voucher.status, paid: voucher.paid, version: voucher.version, payments: before },
    after: {
      status,
      paid: centsToNumeric(paidCents),
      version: voucher.version + 1,
      payments: input.payments,
    },
    ip,
  });
  await notifyConsultant(trx, voucher, toCents(voucher.paid), paidCents, status);
}

/** VOUCHER_PAID when the Dkbono just became PAID; otherwise VOUCHER_PAYMENT_RECORDED when the paid sum grew. */
async function notifyConsultant(
  trx: Transaction<Database>,
  voucher: { id: number; folio: string; consultant_id: number; status: string; total: string },
  paidBeforeCents: number,
  paidCents: number,
  status: string,
): Promise<void> {
  const { id: voucherId, folio, consultant_id: consultantId, total } = voucher;
  if (status === 'PAID' && voucher.status !== 'PAID') {
    await notify(trx, { kind: 'VOUCHER_PAID', voucherId, folio, consultantId, total });
  } else if (paidCents > paidBeforeCents) {
    const paid = centsToNumeric(paidCents);
    await notify(trx, { kind: 'VOUCHER_PAYMENT_RECORDED', voucherId, folio, consultantId, paid, total });
  }
}
