// A season's inventory (docs/design.md §8): per product the allocated bags and, derived from the
// sales and Dkbonos, what is sold, reserved and available. The figures come from the same queries
// the sale and Dkbono checks use (stock.ts), and a new allocation takes the same row locks,
// so it can never fall under what a concurrent sale just took.
import type { Kysely, Transaction } from 'kysely';
import type { Season } from '../../../domain/catalog.ts';
import type {
  AllocationInput,
  InventoryFigures,
  InventoryRow,
  SeasonInventory,
} from '../../../domain/seasons.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit, type Actor } from '../shared/audit.ts';
import {
  allocationsOf,
  committedBags,
  createAllocationRows,
  lockAllocations,
  productsForAllocation,
  productsOfInventory,
  setAllocation,
  type CommittedBags,
} from './repository.ts';
import { bags } from '../shared/wording.ts';

const counted = (count: number, word: string) => `${count} ${count === 1 ? word : `${word}s`}`;

function figuresOf(allocated: number, committed: CommittedBags | undefined): InventoryFigures {
  const sold = committed?.sold ?? 0;
  const reserved = committed?.reserved ?? 0;
  return { allocated, sold, reserved, available: allocated - sold - reserved };
}

/** Every product that has (or had) stock in the season, plus every enabled product, by code. */
export async function inventoryRows(db: Kysely<Database>, seasonId: number): Promise<InventoryRow[]> {
  const allocations = await allocationsOf(db, seasonId);
  const committed = await committedBags(db, seasonId);
  const products = await productsOfInventory(db);
  return products
    .filter((p) => p.enabled || allocations.has(p.id) || committed.has(p.id))
    .map((p) => ({
      productId: p.id,
      productCode: p.code,
      productName: p.name,
      productTypeName: p.type_name,
      enabled: p.enabled,
      ...figuresOf(allocations.get(p.id) ?? 0, committed.get(p.id)),
    }));
}

/** The inventory of a season its caller has found (the seasons module owns the season itself). */
export async function seasonInventory(db: Kysely<Database>, season: Season): Promise<SeasonInventory> {
  return { season, items: await inventoryRows(db, season.id) };
}

/**
 * Sets the allocation of some products in a season, which the caller has locked against closing or
 * deletion (the seasons module's `lockSeason(…, 'share')`). Refused, with a message per product, when a
 * product is disabled and would get more bags (409 PRODUCT_DISABLED) or when an allocation would
 * fall under the bags already sold and reserved (409 ALLOCATION_BELOW_COMMITTED); nothing changes.
 */
export async function allocateInventory(
  trx: Transaction<Database>,
  actor: Actor,
  seasonId: number,
  input: AllocationInput,
): Promise<void> {
  const ids = input.items.map((item) => item.productId);
  const products = await productsForAllocation(trx, ids);
  const unknown = input.items.flatMap((item, index) =>
    products.has(item.productId)
      ? []
      : [{ path: `items.${index}.productId`, message: 'El producto no existe.' }],
  );
  if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', 'Uno de los productos no existe.', unknown);

  // A product without a row yet gets one first, so that it is locked exactly like the rows sales
  // lock.
  const existing = await allocationsOf(trx, seasonId);
  const created = input.items.filter((item) => item.allocated > 0 && !existing.has(item.productId));
  await createAllocationRows(
    trx,
    seasonId,
    created.map((item) => item.productId),
  );
  const allocations = await lockAllocations(trx, seasonId, ids);
  const committed = await committedBags(trx, seasonId, ids);

  const disabled: ErrorDetail[] = [];
  const belowCommitted: ErrorDetail[] = [];
  const changes: { productId: number; before: number; after: number }[] = [];
  for (const [index, item] of input.items.entries()) {
    const product = products.get(item.productId);
    if (!product) continue;
    const current = allocations.get(item.productId) ?? 0;
    const { sold, reserved } = figuresOf(current, committed.get(item.productId));
    if (!product.enabled && item.allocated > current) {
      disabled.push({
        path: `items.${index}.allocated`,
        message: `${product.code} está deshabilitado: no puede recibir más bolsas (tiene ${bags(current)}).`,
      });
    } else if (item.allocated < sold + reserved) {
      belowCommitted.push({
        path: `items.${index}.allocated`,
        message: `${product.code}: no puede quedar debajo de lo vendido y apartado, mínimo ${bags(sold + reserved)} (${counted(sold, 'vendida')} y ${counted(reserved, 'apartada')}).`,
      });
    } else if (item.allocated !== current) {
      changes.push({ productId: item.productId, before: current, after: item.allocated });
    }
  }
  const refusalOf = (details: ErrorDetail[], code: 'PRODUCT_DISABLED' | 'ALLOCATION_BELOW_COMMITTED') =>
    new AppError(code, details.length === 1 ? details[0]?.message : undefined, details);
  if (disabled.length > 0) throw refusalOf(disabled, 'PRODUCT_DISABLED');
  if (belowCommitted.length > 0) throw refusalOf(belowCommitted, 'ALLOCATION_BELOW_COMMITTED');
  if (changes.length === 0) return;

  const now = new Date();
  for (const change of changes) await setAllocation(trx, seasonId, change.productId, change.after, now);
  await writeAudit(trx, {
    actorUserId: actor.userId,
    action: 'inventory.allocate',
    entity: 'season',
    entityId: seasonId,
    before: Object.fromEntries(changes.map((c) => [c.productId, c.before])),
    after: Object.fromEntries(changes.map((c) => [c.productId, c.after])),
    ip: actor.ip,
  });
}
