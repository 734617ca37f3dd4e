// The SQL of inventory: the allocation rows (the lock every writer takes) and the sold and reserved
// bags derived from the sales and Dkbonos. The rules that weigh them are in stock.ts and
// season-inventory.ts.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

const RESERVING_STATUSES = ['PENDING', 'PARTIAL', 'PAID'] as const;

/** Bags already committed to a product in a season. */
export interface CommittedBags {
  sold: number;
  reserved: number;
  /** Of those, the bags of the record being edited or redeemed (counted in sold or reserved). */
  excluded: number;
}

export interface ExcludedRecord {
  saleId?: number | undefined;
  voucherId?: number | undefined;
}

/** Locks the allocation rows of a season's products (FOR UPDATE, in product order): allocated bags by product. */
export async function lockAllocations(
  trx: Transaction<Database>,
  seasonId: number,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('inventory')
    .select(['product_id', 'allocated'])
    .where('season_id', '=', seasonId)
    .where(
      'product_id',
      'in',
      [...productIds].sort((a, b) => a - b),
    )
    .orderBy('product_id')
    .forUpdate()
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.allocated]));
}

/**
 * Sold and reserved bags per product of a season (every product when `productIds` is absent).
 * Writers call it after their locks are held: under READ COMMITTED each statement sees every commit
 * before it. Ids of 0 never match, so "nothing excluded" needs no second query shape.
 */
export async function committedBags(
  db: Kysely<Database>,
  seasonId: number,
  productIds?: readonly number[],
  exclude: ExcludedRecord = {},
): Promise<Map<number, CommittedBags>> {
  if (productIds?.length === 0) return new Map();
  // The lines carry their sale's season and status (migration 017, kept by triggers in the same
  // transaction as the sale), so the active lines of a season come from one partial index without
  // joining the season's sales.
  const sold = await db
    .selectFrom('sale_items as si')
    .select((eb) => [
      'si.product_id',
      eb.fn.sum<string>('si.quantity').as('bags'),
      eb.fn
        .sum<string>(
          eb
            .case()
            .when('si.sale_id', '=', exclude.saleId ?? 0)
            .then(eb.ref('si.quantity'))
            .else(0)
            .end(),
        )
        .as('excluded'),
    ])
    .where('si.season_id', '=', seasonId)
    .where('si.sale_active', '=', true)
    .$if(productIds !== undefined, (qb) => qb.where('si.product_id', 'in', productIds ?? []))
    .groupBy('si.product_id')
    .execute();
  const reserved = await db
    .selectFrom('voucher_items as vi')
    .innerJoin('vouchers as v', 'v.id', 'vi.voucher_id')
    .select((eb) => [
      'vi.product_id',
      eb.fn.sum<string>('vi.quantity').as('bags'),
      eb.fn
        .sum<string>(
          eb
            .case()
            .when('v.id', '=', exclude.voucherId ?? 0)
            .then(eb.ref('vi.quantity'))
            .else(0)
            .end(),
        )
        .as('excluded'),
    ])
    .where('v.season_id', '=', seasonId)
    .where('v.status', 'in', RESERVING_STATUSES)
    .$if(productIds !== undefined, (qb) => qb.where('vi.product_id', 'in', productIds ?? []))
    .groupBy('vi.product_id')
    .execute();

  const figures = new Map<number, CommittedBags>();
  const entry = (productId: number) => {
    let found = figures.get(productId);
    if (!found) {
      found = { sold: 0, reserved: 0, excluded: 0 };
      figures.set(productId, found);
    }
    return found;
  };
  for (const row of sold) {
    const figure = entry(row.product_id);
    figure.sold = Number(row.bags);
    figure.excluded += Number(row.excluded);
  }
  for (const row of reserved) {
    const figure = entry(row.product_id);
    figure.reserved = Number(row.bags);
    figure.excluded += Number(row.excluded);
  }
  return figures;
}

/** The allocated bags of every product with a row in the season. */
export async function allocationsOf(db: Kysely<Database>, seasonId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('inventory')
    .select(['product_id', 'allocated'])
    .where('season_id', '=', seasonId)
    .execute();
  return new Map(rows.map((r) => [r.product_id, r.allocated]));
}

/** Every product with its type, by code: the rows an inventory sheet may show. */
export function productsOfInventory(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_types as t', 't.id', 'p.product_type_id')
    .select(['p.id', 'p.code', 'p.name', 'p.enabled', 't.name as type_name'])
    .orderBy('p.code')
    .execute();
}

/** The products an allocation names, by id. */
export async function productsForAllocation(trx: Transaction<Database>, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'code', 'enabled'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((p) => [p.id, p]));
}

/** Rows of 0 bags for products that have none yet, so they are locked exactly like the rows sales lock. */
export async function createAllocationRows(
  trx: Transaction<Database>,
  seasonId: number,
  productIds: readonly number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await trx
    .insertInto('inventory')
    .values(
      [...productIds]
        .sort((a, b) => a - b)
        .map((productId) => ({ season_id: seasonId, product_id: productId, allocated: 0 })),
    )
    .onConflict((oc) => oc.columns(['season_id', 'product_id']).doNothing())
    .execute();
}

export async function setAllocation(
  trx: Transaction<Database>,
  seasonId: number,
  productId: number,
  allocated: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('inventory')
    .set({ allocated, updated_at: now })
    .where('season_id', '=', seasonId)
    .where('product_id', '=', productId)
    .execute();
}
