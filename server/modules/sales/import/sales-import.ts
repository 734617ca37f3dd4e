// POST /sales/import (docs/design.md §11): all or nothing. Every sale of the file meets the rules of
// POST /sales inside ONE transaction, checked in bulk: the same locks in the same order, each
// refusal worded by the same rule, every refusal reported (one does not hide the next), and the
// inventory taken sale by sale in memory. The transaction commits only when nothing was refused
// and it is not a dry run. A dry run thus reports exactly what a real import would meet.
import type { Kysely } from 'kysely';
import type { ErrorCode } from '../../../../domain/errors.ts';
import { importErrorPath, type ImportResult, type ImportRowError } from '../../../../domain/sales-import.ts';
import type { StaffAuthContext } from '../../../auth/current.ts';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import { mexicoCityDay } from '../../../../domain/days.ts';
import { notifyStockLow } from '../../inventory/stock.ts';
import { checkImportedSales } from './import-checks.ts';
import { loadImportLookups } from './lookups-repository.ts';
import { columnOfItemField, lookupKeysOf, planImport, type PlannedSale } from './import-rows.ts';
import { saveImportedSales } from './save-repository.ts';
import { readImportFile } from './import-sheet.ts';
import { weighImportStock } from '../../inventory/import-stock.ts';

export interface ImportOptions {
  dryRun: boolean;
  ip?: string | null;
}

/** Thrown to roll the transaction back once the outcome is known. */
class RollBack extends Error {}

/** A refusal of the sale service, pointed at the rows and columns of the file. */
function rowErrorsOf(error: AppError, plan: PlannedSale): ImportRowError[] {
  const firstRow = plan.sale.rows[0] ?? 0;
  const details = error.details ?? [];
  if (details.length === 0) return [{ row: firstRow, column: null, message: error.message }];
  return details.map((detail) => {
    // With one detail the error's own message is the specific one ("La temporada PV-2026 está cerrada…").
    const message = details.length === 1 ? error.message : detail.message;
    const [field, index, itemField] = detail.path.split('.');
    if (field === 'items') {
      const item = plan.sale.items[Number(index)];
      return { row: item?.row ?? firstRow, column: columnOfItemField(itemField), message };
    }
    const column =
      field === 'seasonId'
        ? 'Temporada'
        : field === 'clientId'
          ? 'Cliente'
          : field === 'saleDate'
            ? 'Fecha'
            : null;
    return { row: firstRow, column, message };
  });
}

/**
 * Checks every planned sale against the sale rules and the inventory inside one transaction, in
 * bulk (import-checks.ts, modules/inventory/import-stock.ts), then stores them all (save-repository.ts) unless one was
 * refused or it is a dry run. Refusals are those of the sale service, in file order.
 */
async function trySales(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  planned: PlannedSale[],
  options: ImportOptions,
  errors: ImportRowError[],
): Promise<{ firstRefusal: ErrorCode | null }> {
  let firstRefusal: ErrorCode | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const today = mexicoCityDay();
      const checked = await checkImportedSales(trx, planned, today, auth.userId);
      const requests = planned.map((plan, index) => {
        const season = checked.seasons.get(plan.input.seasonId);
        return checked.refusals[index] || !season ? null : { season, items: plan.input.items };
      });
      const stock = await weighImportStock(trx, requests, checked.products);
      for (const [index, plan] of planned.entries()) {
        const refusal = checked.refusals[index] ?? stock.refusals[index];
        if (!refusal) continue;
        firstRefusal ??= refusal.code;
        errors.push(...rowErrorsOf(refusal, plan));
      }
      if (options.dryRun || errors.length > 0) throw new RollBack();
      await saveImportedSales(trx, planned, { actorUserId: auth.userId, ip: options.ip ?? null, today });
      for (const { season, low } of stock.lows) {
        await notifyStockLow(trx, season, checked.products, [low]);
      }
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    for (const plan of planned) {
      plan.sale.id = null;
      plan.sale.folio = null;
    }
  }
  return { firstRefusal };
}

const errorCount = (n: number) => (n === 1 ? '1 error' : `${n.toLocaleString('es-MX')} errores`);

export async function importSales(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  file: { bytes: Buffer; filename: string },
  options: ImportOptions,
): Promise<ImportResult> {
  const rows = await readImportFile(file.bytes, file.filename);
  const lookups = await loadImportLookups(db, auth, lookupKeysOf(rows));
  const { planned, errors } = planImport(rows, lookups, mexicoCityDay());
  const hadRowErrors = errors.length > 0;
  const { firstRefusal } =
    planned.length > 0 ? await trySales(db, auth, planned, options, errors) : { firstRefusal: null };
  errors.sort((a, b) => a.row - b.row);

  if (!options.dryRun && errors.length > 0) {
    throw new AppError(
      hadRowErrors || !firstRefusal ? 'VALIDATION_FAILED' : firstRefusal,
      `No se importó ninguna venta: el archivo tiene ${errorCount(errors.length)}. Corrige las filas señaladas e intenta de nuevo.`,
      errors.map((e) => ({ path: importErrorPath(e), message: e.message })),
    );
  }
  return {
    dryRun: options.dryRun,
    sales: planned.map((p) => p.sale),
    errors,
    created: options.dryRun ? 0 : planned.length,
  };
}
