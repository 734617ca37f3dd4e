// SQL of products: the enabled list the sale forms offer (docs/requirements.md §7), and the
// catalogue (filtered, sorted pages, the detail, writes).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EnabledProduct } from '../../../domain/catalog.ts';
import type { Product, ProductInput, ProductListQuery } from '../../../domain/products.ts';
import { centsToNumeric, fromCents, toCents } from '../../../domain/money.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { Database } from '../../db/database.ts';
import { nameOrder } from '../shared/name-order.ts';
import { insertRecordRow, updateRecordRow } from '../shared/record-rows.ts';
import { countUpTo, fetchPage } from '../shared/pagination.ts';
import { containsPattern } from '../shared/text-search.ts';
import { foldedValueTaken } from '../shared/value-taken.ts';

function productsWithType(db: Kysely<Database>) {
  return db
    .selectFrom('products as p')
    .innerJoin('product_types as t', 't.id', 'p.product_type_id')
    .select([
      'p.id',
      'p.code',
      'p.name',
      'p.product_type_id',
      't.name as product_type_name',
      't.production_kind',
      'p.seeds_per_bag',
      'p.base_price',
      'p.recommended_density',
      'p.description',
      'p.enabled',
      'p.updated_at',
      'p.version',
    ]);
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productsWithType>['executeTakeFirstOrThrow']>>;

function toEnabledProduct(row: ProductRow): EnabledProduct {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    productTypeId: row.product_type_id,
    productTypeName: row.product_type_name,
    productionKind: row.production_kind,
    seedsPerBag: row.seeds_per_bag,
    // numeric(14,2) arrives as a string: read through cents, never as a float sum.
    basePrice: fromCents(toCents(row.base_price)),
    recommendedDensity: row.recommended_density,
  };
}

function toProduct(row: ProductRow): Product {
  return {
    ...toEnabledProduct(row),
    description: row.description,
    enabled: row.enabled,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

export async function listEnabledProducts(db: Kysely<Database>): Promise<EnabledProduct[]> {
  const rows = await productsWithType(db)
    .where('p.enabled', '=', true)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows.map(toEnabledProduct);
}

const SORT_COLUMNS: Record<string, RawBuilder<unknown>> = {
  code: sql`p.code`,
  price: sql`p.base_price`,
  type: nameOrder('t.name'),
};
const BY_NAME = nameOrder('p.name');

export async function listProducts(db: Kysely<Database>, query: ProductListQuery): Promise<Page<Product>> {
  const { page, size, sort, q, productTypeId, enabled } = query;
  let base = productsWithType(db);
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) => eb.or([eb('p.code', 'ilike', pattern), eb('p.name', 'ilike', pattern)]));
  }
  if (productTypeId !== undefined) base = base.where('p.product_type_id', '=', productTypeId);
  if (enabled !== undefined) base = base.where('p.enabled', '=', enabled);
  const [field = 'name', rawDirection] = sort.split(':');
  const direction = rawDirection === 'desc' ? 'desc' : 'asc';
  const column = SORT_COLUMNS[field] ?? BY_NAME;
  return fetchPage(
    { page, size },
    {
      count: () => countUpTo(db, null, base),
      rows: async (limit, offset) => {
        const rows = await base
          .orderBy(column, direction)
          // Equal prices or types read by name; the id keeps pages stable.
          .orderBy(BY_NAME)
          .orderBy('p.id')
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(toProduct);
      },
    },
  );
}

export async function findProduct(db: Kysely<Database>, id: number): Promise<Product | undefined> {
  const row = await productsWithType(db).where('p.id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

/** The stored row, locked (FOR UPDATE) for a change. */
export async function lockProduct(db: Kysely<Database>, id: number) {
  return db.selectFrom('products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function productCodeTaken(
  db: Kysely<Database>,
  code: string,
  exceptId?: number,
): Promise<boolean> {
  return foldedValueTaken(db, { table: 'products', column: 'code', fold: 'upper' }, code, exceptId);
}

/** Holds the product type (FOR SHARE) so it cannot be deleted while a product takes it. */
export async function productTypeForProduct(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('product_types')
    .select('id')
    .where('id', '=', id)
    .forShare()
    .executeTakeFirst();
  return row !== undefined;
}

function columnsOf(input: ProductInput) {
  return {
    code: input.code,
    name: input.name,
    product_type_id: input.productTypeId,
    seeds_per_bag: input.seedsPerBag,
    base_price: centsToNumeric(toCents(input.basePrice)),
    recommended_density: input.recommendedDensity ?? null,
    description: input.description || null,
  };
}

export function insertProduct(db: Kysely<Database>, input: ProductInput): Promise<number> {
  return insertRecordRow(db, 'products', { ...columnsOf(input), enabled: true });
}

export function updateProductRow(
  db: Kysely<Database>,
  id: number,
  input: ProductInput,
  version: number,
): Promise<void> {
  return updateRecordRow(db, 'products', id, columnsOf(input), version);
}

export async function setProductEnabled(db: Kysely<Database>, id: number, enabled: boolean): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ enabled, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('id', '=', id)
    .execute();
}
