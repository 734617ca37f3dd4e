// Creating a sale (docs/design.md §8) for POST /sales: every rule is applied inside the caller's
// transaction. The sales import applies these same rules in bulk (server/modules/sales/import/).
import type { Transaction } from 'kysely';
import { centsToNumeric } from '../../../domain/money.ts';
import { VOUCHER_STATUS_LABELS } from '../../../domain/sales.ts';
import type { CreateSaleInput } from '../../../domain/sales-schemas.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { mexicoCityDay } from '../../../domain/days.ts';
import { nextFolio } from '../shared/folios.ts';
import { reserveInventory } from '../inventory/stock.ts';
import {
  assertSaleDateInSeason,
  enabledProducts,
  ownActiveClient,
  priceLines,
  seasonOpenForSales,
} from '../shared/sale-rules.ts';
import {
  distributorOf,
  insertSale,
  insertSaleItems,
  lockVoucherToRedeem,
  setRedeemedVoucherStatus,
} from './write-repository.ts';
import { linesFromVoucher } from './voucher-lines.ts';

export interface CreateSaleParams {
  consultantId: number;
  actorUserId: number;
  input: CreateSaleInput;
  ip?: string | null;
}

interface RedeemableVoucher {
  id: number;
  folio: string;
}

/** Locks the Dkbono to redeem and checks it is the consultant's, PAID, of the same customer and season. */
async function lockRedeemableVoucher(
  trx: Transaction<Database>,
  voucherId: number,
  params: CreateSaleParams,
): Promise<RedeemableVoucher> {
  const voucher = await lockVoucherToRedeem(trx, voucherId);
  const refuse = (message: string) =>
    new AppError('VOUCHER_NOT_REDEEMABLE', message, [{ path: 'voucherId', message }]);
  if (!voucher || voucher.consultant_id !== params.consultantId) {
    throw refuse('El DKbono no existe o no es tuyo.');
  }
  if (voucher.status !== 'PAID') {
    const label = VOUCHER_STATUS_LABELS[voucher.status];
    throw refuse(
      `El DKbono ${voucher.folio} no se puede canjear: su estado es «${label}» y solo se canjea uno pagado.`,
    );
  }
  if (voucher.client_id !== params.input.clientId) {
    throw refuse(`El DKbono ${voucher.folio} es de otro cliente.`);
  }
  if (voucher.season_id !== params.input.seasonId) {
    throw refuse(`El DKbono ${voucher.folio} es de otra temporada.`);
  }
  return { id: voucher.id, folio: voucher.folio };
}

export async function createSaleInTransaction(
  trx: Transaction<Database>,
  params: CreateSaleParams,
): Promise<{ id: number; folio: string }> {
  const { consultantId, actorUserId, input, ip } = params;
  const today = mexicoCityDay();
  // Lock order everywhere: sale, Dkbono, season, inventory rows, folio sequence.
  const voucher =
    input.voucherId === undefined ? null : await lockRedeemableVoucher(trx, input.voucherId, params);
  const season = await seasonOpenForSales(trx, input.seasonId, today);
  assertSaleDateInSeason(input.saleDate, season, today);
  await ownActiveClient(trx, input.clientId, consultantId);
  const items = voucher ? await linesFromVoucher(trx, voucher.id, input.items) : input.items;
  // A paid Dkbono stays redeemable even if one of its products was disabled after it was sold.
  const products = await enabledProducts(trx, items, new Set(voucher ? items.map((i) => i.productId) : []));
  // A redeemed Dkbono's reserved bags become this sale's sold bags: they are not counted twice.
  await reserveInventory(trx, { season, items, products, excludeVoucherId: voucher?.id });
  const priced = priceLines(items);
  const folio = await nextFolio(trx, 'sales', 'V', today.slice(0, 4));
  const saleId = await insertSale(trx, {
    folio,
    seasonId: season.id,
    clientId: input.clientId,
    consultantId,
    distributorId: await distributorOf(trx, consultantId),
    voucherId: voucher?.id ?? null,
    saleDate: input.saleDate ?? today,
    totalCents: priced.totalCents,
    notes: input.notes || null,
  });
  await insertSaleItems(trx, saleId, items, priced.lines);

  if (voucher) {
    await setRedeemedVoucherStatus(trx, voucher.id, 'REDEEMED');
    await writeAudit(trx, {
      actorUserId,
      action: 'vouchers.redeem',
      entity: 'voucher',
      entityId: voucher.id,
      before: { status: 'PAID' },
      after: { status: 'REDEEMED', saleId, saleFolio: folio },
      ip: ip ?? null,
    });
  }
  await writeAudit(trx, {
    actorUserId,
    action: 'sales.create',
    entity: 'sale',
    entityId: saleId,
    after: { folio, consultantId, ...input, items, total: centsToNumeric(priced.totalCents) },
    ip: ip ?? null,
  });
  return { id: saleId, folio };
}
