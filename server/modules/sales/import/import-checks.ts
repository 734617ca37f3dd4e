// The sale rules an import's sales meet inside its transaction (docs/design.md §8), checked in bulk: the
// seasons (held FOR SHARE, in id order), the customers and the products, one query each. A sale
// that breaks a rule is handed to that very rule of the sale service, so its refusal reads exactly
// as POST /sales words it; the rest never cost a query of their own.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  assertSaleDateInSeason,
  enabledProducts,
  ownActiveClient,
  seasonOpenForSales,
  type ProductFacts,
  type SeasonFacts,
} from '../../shared/sale-rules.ts';
import { customersByIds, productsByIds } from './lookups-repository.ts';
import type { PlannedSale } from './import-rows.ts';

export interface CheckedSales {
  /** Per planned sale, in order: the refusal of the first rule it breaks, or null. */
  refusals: (AppError | null)[];
  seasons: Map<number, SeasonFacts>;
  products: Map<number, ProductFacts>;
}

async function refusalOf(check: () => unknown): Promise<AppError | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

const distinct = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** Seasons open for sales (locked as a sale locks its season), and the refusal of every other one. */
async function openSeasons(trx: Transaction<Database>, ids: number[], today: string) {
  const seasons = new Map<number, SeasonFacts>();
  const refused = new Map<number, AppError>();
  for (const id of ids) {
    try {
      seasons.set(id, await seasonOpenForSales(trx, id, today));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.set(id, error);
    }
  }
  return { seasons, refused };
}

export async function checkImportedSales(
  trx: Transaction<Database>,
  planned: readonly PlannedSale[],
  today: string,
  importerId: number,
): Promise<CheckedSales> {
  // Lock order everywhere: sale, Dkbono, season, inventory rows, folio sequence.
  const { seasons, refused } = await openSeasons(trx, distinct(planned.map((p) => p.input.seasonId)), today);
  const clientRows = await customersByIds(trx, distinct(planned.map((p) => p.input.clientId)));
  const clients = new Map(clientRows.map((c) => [c.id, c]));
  const productRows = await productsByIds(
    trx,
    distinct(planned.flatMap((p) => p.input.items.map((i) => i.productId))),
  );
  const enabled = new Set(productRows.filter((p) => p.enabled).map((p) => p.id));

  const refusals: (AppError | null)[] = [];
  for (const plan of planned) {
    const { input, consultantId } = plan;
    const client = clients.get(input.clientId);
    const refusal =
      refused.get(input.seasonId) ??
      (await refusalOf(() => {
        const season = seasons.get(input.seasonId);
        if (season) assertSaleDateInSeason(input.saleDate, season, today);
      })) ??
      (client?.consultant_id === consultantId && client.status === 'ACTIVE'
        ? null
        : await refusalOf(() =>
            ownActiveClient(trx, input.clientId, consultantId, { callerId: importerId }),
          )) ??
      (input.items.every((item) => enabled.has(item.productId))
        ? null
        : await refusalOf(() => enabledProducts(trx, input.items)));
    refusals.push(refusal);
  }
  return {
    refusals,
    seasons,
    products: new Map(productRows.map((p) => [p.id, { id: p.id, code: p.code, name: p.name }])),
  };
}
