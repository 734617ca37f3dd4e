// The checks a sale or a Dkbono passes before it is stored (docs/design.md §8): an open season, the
// consultant's own active customer, enabled products, and line totals computed in cents.
// Every refusal names what is wrong in Spanish; details point at the field of the form.
import type { Transaction } from 'kysely';
import { isSeasonOver } from '../../../domain/catalog.ts';
import { paymentDayIssues, paymentDayRange, saleDayRefusal, shortDay } from '../../../domain/days.ts';
import { centsToNumeric, lineTotalCents, sumCents, toCents } from '../../../domain/money.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { consultantCustomer, lockSeasonRow, productRows } from './facts-repository.ts';
import { toSeason } from './season-row.ts';

export interface SeasonFacts {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  isOpen: boolean;
  isVoucherOpen: boolean;
}

/** Reads the season and holds it (FOR SHARE) so it cannot close while this transaction runs. */
async function lockSeason(trx: Transaction<Database>, seasonId: number): Promise<SeasonFacts> {
  const row = await lockSeasonRow(trx, seasonId);
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'La temporada elegida no existe.', [
      { path: 'seasonId', message: 'Elige una temporada.' },
    ]);
  }
  return toSeason(row);
}

/** The season chosen takes no new record now: SEASON_CLOSED, with `field` on the form's season. */
const seasonRefused = (message: string, field: string) =>
  new AppError('SEASON_CLOSED', message, [{ path: 'seasonId', message: field }]);

/** A sale needs a season open for sales whose start date has come. */
export async function seasonOpenForSales(
  trx: Transaction<Database>,
  seasonId: number,
  today: string,
): Promise<SeasonFacts> {
  const season = await lockSeason(trx, seasonId);
  if (!season.isOpen) {
    throw seasonRefused(
      `La temporada ${season.name} está cerrada para ventas.`,
      'La temporada está cerrada para ventas.',
    );
  }
  if (season.startDate > today) {
    throw seasonRefused(
      `La temporada ${season.name} aún no empieza: inicia el ${shortDay(season.startDate)}.`,
      'La temporada aún no empieza.',
    );
  }
  return season;
}

/**
 * A sale is recorded on the day it happened: a day of its season that has come, from the season's
 * start to the earlier of its end and today (domain/days.ts). Without a date the sale is today's,
 * which a season that has ended no longer takes.
 */
export function assertSaleDateInSeason(
  saleDate: string | undefined,
  season: Pick<SeasonFacts, 'name' | 'startDate' | 'endDate'>,
  today: string,
): void {
  const refusal = saleDayRefusal(saleDate, season, today);
  if (refusal)
    throw new AppError('VALIDATION_FAILED', refusal.message, [{ path: 'saleDate', message: refusal.field }]);
}

/**
 * A Dkbono needs a season open for vouchers whose end has not passed on the Dkbono's creation day
 * (`createdDay`: today for a new one); its start date may be in the future (pre-season sales).
 */
export async function seasonOpenForVouchers(
  trx: Transaction<Database>,
  seasonId: number,
  createdDay: string,
): Promise<SeasonFacts> {
  const season = await lockSeason(trx, seasonId);
  if (!season.isVoucherOpen) {
    throw seasonRefused(
      `La temporada ${season.name} está cerrada para DKbonos.`,
      'La temporada está cerrada para DKbonos.',
    );
  }
  if (season.endDate < createdDay) {
    throw seasonRefused(
      `La temporada ${season.name} terminó el ${shortDay(season.endDate)}: ya no admite DKbonos.`,
      'La temporada ya terminó.',
    );
  }
  return season;
}

/** A Dkbono's money moves (payments, cancellation) until its season is over (isSeasonOver). */
export async function assertSeasonNotOver(
  trx: Transaction<Database>,
  seasonId: number,
  what: 'registrar pagos' | 'cancelar',
): Promise<SeasonFacts> {
  const season = await lockSeason(trx, seasonId);
  if (isSeasonOver(season)) {
    throw new AppError(
      'SEASON_CLOSED',
      `La temporada ${season.name} está cerrada: ya no se pueden ${what} en sus DKbonos.`,
    );
  }
  return season;
}

/**
 * Every payment's day lies from the DKbono's creation day to the earlier of its season's end and
 * today (domain/days.ts). A day already stored on the DKbono is not judged again, so a list saved
 * before the rule still saves.
 */
export function assertPaymentDays(
  payments: readonly { date: string }[],
  storedDays: ReadonlySet<string>,
  window: { createdDay: string; season: Pick<SeasonFacts, 'endDate'> },
  today: string,
): void {
  const range = paymentDayRange(window.createdDay, window.season.endDate, today);
  const issues = paymentDayIssues(payments, storedDays, range);
  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]?.message, issues);
}

/** The closed season of an existing record: closing a season makes its sales and Dkbonos read-only. */
export function seasonClosedForChanges(seasonName: string, what: 'la venta' | 'el DKbono'): AppError {
  return new AppError(
    'SEASON_CLOSED',
    `La temporada ${seasonName} está cerrada: ya no se puede modificar ${what}.`,
  );
}

/**
 * The customer must belong to the consultant (another's answers like a missing one) and be active.
 * `callerId`: who asks, when it may be someone else than the consultant (an admin editing a sale),
 * so the refusal speaks of the sale consultant's portfolio rather than the caller's.
 */
export async function ownActiveClient(
  trx: Transaction<Database>,
  clientId: number,
  consultantId: number,
  options: { requireActive?: boolean; callerId?: number } = {},
): Promise<{ id: number; name: string }> {
  const { requireActive = true, callerId = consultantId } = options;
  const row = await consultantCustomer(trx, clientId, consultantId);
  if (!row && callerId !== consultantId) {
    throw new AppError(
      'VALIDATION_FAILED',
      'El cliente elegido no existe o no es de la cartera del consultor de la venta.',
      [{ path: 'clientId', message: 'Elige un cliente del consultor de la venta.' }],
    );
  }
  if (!row) {
    throw new AppError('VALIDATION_FAILED', 'El cliente elegido no existe o no es de tu cartera.', [
      { path: 'clientId', message: 'Elige uno de tus clientes.' },
    ]);
  }
  const name = `${row.first_name} ${row.last_name}`;
  if (requireActive && row.status !== 'ACTIVE') {
    throw new AppError('CONFLICT', `El cliente ${name} no está activo.`, [
      { path: 'clientId', message: 'El cliente no está activo.' },
    ]);
  }
  return { id: row.id, name };
}

export interface ProductFacts {
  id: number;
  code: string;
  name: string;
}

/**
 * The products of the lines, all existing and enabled. `tolerated` lists products a record being
 * edited already had: a product disabled since then may stay on it, but not be added again.
 */
export async function enabledProducts(
  trx: Transaction<Database>,
  items: readonly { productId: number }[],
  tolerated: ReadonlySet<number> = new Set(),
): Promise<Map<number, ProductFacts>> {
  const ids = [...new Set(items.map((i) => i.productId))];
  const rows = await productRows(trx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [index, item] of items.entries()) {
    const product = byId.get(item.productId);
    if (!product) {
      throw new AppError('VALIDATION_FAILED', 'Uno de los productos no existe.', [
        { path: `items.${index}.productId`, message: 'Elige un producto.' },
      ]);
    }
    if (!product.enabled && !tolerated.has(product.id)) {
      throw new AppError(
        'PRODUCT_DISABLED',
        `El producto ${product.code} no está habilitado para la venta.`,
        [{ path: `items.${index}.productId`, message: 'El producto no está habilitado.' }],
      );
    }
  }
  return new Map(rows.map((r) => [r.id, { id: r.id, code: r.code, name: r.name }]));
}

export interface PricedLine {
  totalCents: number;
  basePriceCents: number;
  discountCents: number;
}

/**
 * The rows of a sale's or a Dkbono's lines: each line's own columns, then the price the server
 * computed for it (priceLines, in the same order) as the numeric columns sale_items and
 * voucher_items store, never the client's totals.
 */
export function pricedRows<Item, Row extends object>(
  items: readonly Item[],
  priced: readonly PricedLine[],
  columns: (item: Item) => Row,
) {
  return items.map((item, index) => {
    const line = priced[index];
    if (!line) throw new Error(`No price for line ${index}`);
    return {
      ...columns(item),
      base_price: centsToNumeric(line.basePriceCents),
      discount: centsToNumeric(line.discountCents),
      total: centsToNumeric(line.totalCents),
    };
  });
}

/** Per line, quantity × base price − discount (never below 0) in cents, and their sum. */
export function priceLines(items: readonly { quantity: number; basePrice: number; discount: number }[]): {
  lines: PricedLine[];
  totalCents: number;
} {
  const lines = items.map((item) => {
    const basePriceCents = toCents(item.basePrice);
    const discountCents = toCents(item.discount);
    return {
      basePriceCents,
      discountCents,
      totalCents: lineTotalCents(item.quantity, basePriceCents, discountCents),
    };
  });
  return { lines, totalCents: sumCents(lines.map((l) => l.totalCents)) };
}
