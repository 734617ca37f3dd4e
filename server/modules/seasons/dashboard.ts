// The season dashboard (the season's detail page and the "Resumen de temporada" of every manager):
// the sales and DKbonos of the season the caller may see (a coordinator its zone's, a supervisor
// its team's, docs/design.md §6), broken down by product, zone, consultant and week, and the
// season's inventory with the products running low. Inventory is company-wide: one stock serves
// every zone and team, so a scoped manager sees what is left to sell, as consultants do when
// selling.
import type { Kysely } from 'kysely';
import { isStockLow } from '../../../domain/catalog.ts';
import type { SeasonDashboard } from '../../../domain/season-figures.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { inventoryRows } from '../inventory/season-inventory.ts';
import {
  seasonOfFigures,
  seasonSalesBreakdowns,
  seasonSalesTotals,
  seasonVoucherTotals,
} from '../sales/season-figures.ts';

export async function seasonDashboard(
  db: Kysely<Database>,
  auth: AuthContext,
  seasonId: number,
): Promise<SeasonDashboard | undefined> {
  const season = await seasonOfFigures(db, seasonId);
  if (!season) return undefined;
  // Independent blocks: on PostgreSQL each takes its own pooled connection.
  const [sales, vouchers, breakdowns, rows] = await Promise.all([
    seasonSalesTotals(db, auth, seasonId),
    seasonVoucherTotals(db, auth, seasonId),
    seasonSalesBreakdowns(db, auth, seasonId),
    inventoryRows(db, seasonId),
  ]);
  const stocked = rows.filter((row) => row.allocated > 0 || row.sold > 0 || row.reserved > 0);
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    stocked.reduce((total, row) => total + pick(row), 0);
  return {
    season,
    sales,
    vouchers,
    ...breakdowns,
    inventory: {
      totals: {
        allocated: sum((row) => row.allocated),
        sold: sum((row) => row.sold),
        reserved: sum((row) => row.reserved),
        available: sum((row) => row.available),
      },
      low: stocked
        .filter((row) => isStockLow(row.available, row.allocated))
        .sort((a, b) => a.available - b.available || a.productCode.localeCompare(b.productCode)),
    },
  };
}
