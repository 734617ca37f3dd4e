// Seasons (Admin and Coordinator): a unique name, start ≤ end, open for sales and open for Dkbonos.
// Closing a season makes its sales and Dkbonos read-only (shared/sale-rules.ts refuses their
// changes); the change waits for the sales being written in it, which hold the season FOR SHARE.
// New dates must keep every record of the season inside them.
import type { Kysely } from 'kysely';
import {
  SEASON_END_BEFORE_START,
  type AllocationInput,
  type SeasonDetail,
  type SeasonInventory,
  type SeasonInput,
  type SeasonUpdate,
} from '../../../domain/seasons.ts';
import { shortDay } from '../../../domain/days.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { guardUnique, readBack } from '../shared/unique-violation.ts';
import { allocateInventory, inventoryRows, seasonInventory } from '../inventory/season-inventory.ts';
import {
  findSeason,
  insertSeason,
  lockSeason,
  seasonNameTaken,
  seasonRecordCounts,
  seasonRecordDays,
  seasonVersion,
  updateSeasonRow,
  type SeasonRecordDays,
} from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'La temporada no existe.');

function nameTaken(name: string): AppError {
  return new AppError('CONFLICT', `Ya existe una temporada llamada ${name}.`, [
    { path: 'name', message: 'Ya existe una temporada con este nombre.' },
  ]);
}

/** The season with its inventory totals and how many sales and Dkbonos it holds. */
export async function seasonDetail(db: Kysely<Database>, id: number): Promise<SeasonDetail | undefined> {
  const season = await findSeason(db, id);
  if (!season) return undefined;
  const rows = await inventoryRows(db, id);
  const counts = await seasonRecordCounts(db, id);
  const stocked = rows.filter((row) => row.allocated > 0 || row.sold > 0 || row.reserved > 0);
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    stocked.reduce((total, row) => total + pick(row), 0);
  return {
    ...season,
    totals: {
      products: stocked.length,
      allocated: sum((row) => row.allocated),
      sold: sum((row) => row.sold),
      reserved: sum((row) => row.reserved),
      available: sum((row) => row.available),
    },
    salesCount: counts.sales,
    vouchersCount: counts.vouchers,
  };
}

export async function createSeason(
  db: Kysely<Database>,
  actor: Actor,
  input: SeasonInput,
): Promise<SeasonDetail> {
  return db.transaction().execute(async (trx) => {
    if (await seasonNameTaken(trx, input.name)) throw nameTaken(input.name);
    const id = await guardUnique(
      () => insertSeason(trx, input),
      () => nameTaken(input.name),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'seasons.create',
      entity: 'season',
      entityId: id,
      after: input,
      ip: actor.ip,
    });
    return readBack('Season', id, (key) => seasonDetail(trx, key));
  });
}

const counted = (count: number, one: string, many: string) =>
  count === 0 ? [] : [`${count} ${count === 1 ? one : many}`];

/**
 * New dates that would leave records outside: how many, and the days the dates must include (from
 * the first sale, since DKbonos and their payments may come before the season starts, to the last
 * record of any kind).
 */
function recordsOutside(days: SeasonRecordDays, input: SeasonInput): AppError {
  const parts = [
    ...counted(days.salesOutside, 'venta', 'ventas'),
    ...counted(days.vouchersOutside, 'DKbono', 'DKbonos'),
    ...counted(days.paymentsOutside, 'pago', 'pagos'),
  ];
  const list = parts.length === 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
  const total = days.salesOutside + days.vouchersOutside + days.paymentsOutside;
  const last = shortDay(days.lastRecordDay ?? '');
  const range = days.firstSaleDay
    ? `Las fechas deben incluir del ${shortDay(days.firstSaleDay)} al ${last}.`
    : `La fecha de fin debe ser el ${last} o posterior.`;
  const details = [];
  if (days.firstSaleDay && input.startDate > days.firstSaleDay)
    details.push({
      path: 'startDate',
      message: `Elige el ${shortDay(days.firstSaleDay)} o una fecha anterior.`,
    });
  if (days.lastRecordDay && input.endDate < days.lastRecordDay)
    details.push({ path: 'endDate', message: `Elige el ${last} o una fecha posterior.` });
  return new AppError(
    'CONFLICT',
    `No se pueden cambiar las fechas: ${list} ${total === 1 ? 'quedaría' : 'quedarían'} fuera de la temporada. ${range}`,
    details,
  );
}

export async function updateSeason(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  update: SeasonUpdate,
): Promise<SeasonDetail> {
  return db.transaction().execute(async (trx) => {
    const stored = await lockSeason(trx, id, 'update');
    if (!stored) throw notFound();
    const version = await seasonVersion(trx, id);
    if (update.version !== undefined) assertCurrentVersion({ version }, update.version);
    // A field the request left out keeps its value (domain/record-edits.ts).
    const input: SeasonInput = {
      name: update.name ?? stored.name,
      startDate: update.startDate ?? stored.startDate,
      endDate: update.endDate ?? stored.endDate,
      isOpen: update.isOpen ?? stored.isOpen,
      isVoucherOpen: update.isVoucherOpen ?? stored.isVoucherOpen,
    };
    if (input.endDate < input.startDate)
      throw new AppError('VALIDATION_FAILED', SEASON_END_BEFORE_START, [
        { path: 'endDate', message: SEASON_END_BEFORE_START },
      ]);
    if (await seasonNameTaken(trx, input.name, id)) throw nameTaken(input.name);
    if (input.startDate !== stored.startDate || input.endDate !== stored.endDate) {
      const days = await seasonRecordDays(trx, id, input);
      if (days.salesOutside + days.vouchersOutside + days.paymentsOutside > 0)
        throw recordsOutside(days, input);
    }
    await guardUnique(
      () => updateSeasonRow(trx, id, input, version + 1),
      () => nameTaken(input.name),
    );
    await writeAudit(trx, {
      actorUserId: actor.userId,
      action: 'seasons.update',
      entity: 'season',
      entityId: id,
      before: stored,
      after: input,
      ip: actor.ip,
    });
    return readBack('Season', id, (key) => seasonDetail(trx, key));
  });
}

/** The season's inventory by product: allocated, sold, reserved by Dkbonos and available. */
export async function readSeasonInventory(db: Kysely<Database>, id: number): Promise<SeasonInventory> {
  const found = await findSeason(db, id);
  if (!found) throw notFound();
  const { updatedAt: _updatedAt, version: _version, ...season } = found;
  return seasonInventory(db, season);
}

/** Sets bags per product, under the season's share lock (it is neither closed nor deleted meanwhile). */
export async function allocateSeasonInventory(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  input: AllocationInput,
): Promise<SeasonInventory> {
  return db.transaction().execute(async (trx) => {
    const season = await lockSeason(trx, id, 'share');
    if (!season) throw notFound();
    await allocateInventory(trx, actor, season.id, input);
    return seasonInventory(trx, season);
  });
}
