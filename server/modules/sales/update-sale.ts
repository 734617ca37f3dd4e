// PUT /sales/{id}: an admin (in scope) or the owning consultant rewrites a sale while its season is
// open. The stored version must match (409 RECORD_CHANGED); inventory is re-checked only for bags
// added, so an unchanged line never fails because the allocation shrank since.
import type { Kysely } from 'kysely';
import { centsToNumeric } from '../../../domain/money.ts';
import type { SaleDetail, UpdateSaleInput } from '../../../domain/sales-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { reserveEditedLines } from '../inventory/stock.ts';
import { lockVisibleSale, readBackSale } from './locked-sale.ts';
import {
  assertSaleDateInSeason,
  ownActiveClient,
  priceLines,
  seasonClosedForChanges,
  seasonOpenForSales,
} from '../shared/sale-rules.ts';
import { editableSaleLinesOf, replaceSaleContent } from './write-repository.ts';
import { resolveEditedLines } from '../shared/edited-lines.ts';
import { saleLinesSchema } from '../../../domain/sales-schemas.ts';
import { linesFromVoucher } from './voucher-lines.ts';

export async function updateSale(
  db: Kysely<Database>,
  auth: AuthContext & { userId: number },
  id: number,
  input: UpdateSaleInput,
  ip: string | null,
): Promise<SaleDetail> {
  return db.transaction().execute(async (trx) => {
    const { sale, season: storedSeason, items: storedItems } = await lockVisibleSale(trx, auth, id);
    assertCurrentVersion(sale, input.version);
    if (!storedSeason.is_open) throw seasonClosedForChanges(storedSeason.name, 'la venta');
    if (
      sale.voucher_id !== null &&
      (input.clientId !== sale.client_id || input.seasonId !== sale.season_id)
    ) {
      throw new AppError('CONFLICT', 'Una venta canjeada de un DKbono conserva su cliente y su temporada.');
    }
    const today = mexicoCityDay();
    const season = await seasonOpenForSales(trx, input.seasonId, today);
    const sameSeason = season.id === sale.season_id;
    // A day left out keeps the stored one (domain/record-edits.ts); a stored day is not judged again
    // while it and the season stay as they are.
    const saleDate = input.saleDate ?? sale.sale_date;
    if (!sameSeason || saleDate !== sale.sale_date) assertSaleDateInSeason(saleDate, season, today);
    // The customer stays the sale consultant's; one who became inactive may stay on the sale, not be chosen anew.
    await ownActiveClient(trx, input.clientId, sale.consultant_id, {
      requireActive: input.clientId !== sale.client_id,
      callerId: auth.userId,
    });
    // A line sent with its id keeps what it leaves out (docs/decisions.md "A line sent with its id").
    const lines = resolveEditedLines(
      await editableSaleLinesOf(trx, id),
      input.items,
      saleLinesSchema,
      'la venta',
    );
    // A redeemed Dkbono's sale keeps the Dkbono's lines; only their agronomic fields change.
    const items = sale.voucher_id === null ? lines : await linesFromVoucher(trx, sale.voucher_id, lines);
    await reserveEditedLines(trx, {
      season,
      items,
      excludeSaleId: id,
      stored: storedItems,
      storedSeasonId: sale.season_id,
    });
    const priced = priceLines(items);

    await replaceSaleContent(trx, id, {
      seasonId: season.id,
      clientId: input.clientId,
      saleDate,
      totalCents: priced.totalCents,
      // Notes left out are kept; '' clears them.
      notes: input.notes === undefined ? sale.notes : input.notes || null,
      version: sale.version + 1,
      items,
      priced: priced.lines,
    });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'sales.update',
      entity: 'sale',
      entityId: id,
      before: { ...sale, items: storedItems },
      after: { ...input, items, total: centsToNumeric(priced.totalCents), version: sale.version + 1 },
      ip,
    });
    return readBackSale(trx, auth, id);
  });
}
