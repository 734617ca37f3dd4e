// POST /vouchers: a consultant sells a Dkbono to an own active customer in a season open for
// vouchers (its start may be ahead). Its bags are reserved from that moment (docs/design.md §8).
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../domain/money.ts';
import type { CreateVoucherInput } from '../../../domain/sales-schemas.ts';
import type { Database } from '../../db/database.ts';
import { writeAudit } from '../shared/audit.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { nextFolio } from '../shared/folios.ts';
import { reserveInventory } from '../inventory/stock.ts';
import { enabledProducts, ownActiveClient, priceLines, seasonOpenForVouchers } from '../shared/sale-rules.ts';
import { insertVoucher, insertVoucherItems } from './write-repository.ts';

export async function createVoucher(
  trx: Transaction<Database>,
  consultantId: number,
  input: CreateVoucherInput,
  ip: string | null,
): Promise<{ id: number; folio: string }> {
  const season = await seasonOpenForVouchers(trx, input.seasonId, mexicoCityDay());
  await ownActiveClient(trx, input.clientId, consultantId);
  const products = await enabledProducts(trx, input.items);
  await reserveInventory(trx, { season, items: input.items, products });
  const priced = priceLines(input.items);
  const folio = await nextFolio(trx, 'vouchers', 'DK', mexicoCityDay().slice(0, 4));
  const id = await insertVoucher(trx, {
    folio,
    seasonId: season.id,
    clientId: input.clientId,
    consultantId,
    totalCents: priced.totalCents,
    notes: input.notes || null,
  });
  await insertVoucherItems(trx, id, input.items, priced.lines);
  await writeAudit(trx, {
    actorUserId: consultantId,
    action: 'vouchers.create',
    entity: 'voucher',
    entityId: id,
    after: { folio, consultantId, ...input, total: centsToNumeric(priced.totalCents) },
    ip,
  });
  return { id, folio };
}
