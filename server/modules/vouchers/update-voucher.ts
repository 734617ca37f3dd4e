// PUT /vouchers/{id}: the owning consultant rewrites a Dkbono only while it is PENDING with nothing
// paid (once money came in, its content is what was paid for). Only added bags are re-checked.
import type { Kysely } from 'kysely';
import { mexicoCityDay } from '../../../domain/days.ts';
import { centsToNumeric, toCents } from '../../../domain/money.ts';
import type { UpdateVoucherInput, VoucherDetail } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { reserveEditedLines } from '../inventory/stock.ts';
import {
  ownActiveClient,
  priceLines,
  seasonClosedForChanges,
  seasonOpenForVouchers,
} from '../shared/sale-rules.ts';
import {
  assertVoucherVersion,
  assertVoucherWritable,
  lockVisibleVoucher,
  readBackVoucher,
} from './locked-voucher.ts';
import { heldSeasonOf } from '../shared/facts-repository.ts';
import { editableVoucherLinesOf, replaceVoucherContent, voucherItemsOf } from './write-repository.ts';
import { resolveEditedLines } from '../shared/edited-lines.ts';
import { voucherLinesSchema } from '../../../domain/sales-schemas.ts';

export async function updateVoucher(
  db: Kysely<Database>,
  auth: AuthContext & { userId: number },
  id: number,
  input: UpdateVoucherInput,
  ip: string | null,
): Promise<VoucherDetail> {
  return db.transaction().execute(async (trx) => {
    const voucher = await lockVisibleVoucher(trx, auth, id);
    assertVoucherVersion(voucher, input.version);
    assertVoucherWritable(voucher);
    if (voucher.status !== 'PENDING' || toCents(voucher.paid) > 0) {
      throw new AppError(
        'CONFLICT',
        `El DKbono ${voucher.folio} ya tiene pagos registrados: solo se modifica mientras no tiene pagos.`,
      );
    }
    const storedSeason = await heldSeasonOf(trx, voucher.season_id);
    if (!storedSeason.is_voucher_open) throw seasonClosedForChanges(storedSeason.name, 'el DKbono');
    const season = await seasonOpenForVouchers(trx, input.seasonId, mexicoCityDay(voucher.created_at));
    await ownActiveClient(trx, input.clientId, voucher.consultant_id, {
      requireActive: input.clientId !== voucher.client_id,
    });
    // A line sent with its id keeps what it leaves out (docs/decisions.md "A line sent with its id").
    const items = resolveEditedLines(
      await editableVoucherLinesOf(trx, id),
      input.items,
      voucherLinesSchema,
      'el DKbono',
    );
    const storedItems = await voucherItemsOf(trx, id);
    await reserveEditedLines(trx, {
      season,
      items,
      excludeVoucherId: id,
      stored: storedItems,
      storedSeasonId: voucher.season_id,
    });
    const priced = priceLines(items);

    await replaceVoucherContent(trx, id, {
      seasonId: season.id,
      clientId: input.clientId,
      totalCents: priced.totalCents,
      // Notes left out are kept; '' clears them (domain/record-edits.ts).
      notes: input.notes === undefined ? voucher.notes : input.notes || null,
      version: voucher.version + 1,
      items,
      priced: priced.lines,
    });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'vouchers.update',
      entity: 'voucher',
      entityId: id,
      before: { ...voucher, items: storedItems },
      after: { ...input, items, total: centsToNumeric(priced.totalCents), version: voucher.version + 1 },
      ip,
    });
    return readBackVoucher(trx, auth, id);
  });
}
