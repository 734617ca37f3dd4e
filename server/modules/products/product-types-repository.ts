// SQL of product types: the list with how many products use each, lookups and writes.
import type { Kysely } from 'kysely';
import type { ProductType, ProductTypeInput, ProductTypeListQuery } from '../../../domain/products.ts';
import type { Page } from '../../../domain/pagination.ts';
import type { Database } from '../../db/database.ts';
import { nameOrder } from '../shared/name-order.ts';
import { insertRecordRow } from '../shared/record-rows.ts';
import { countUpTo, fetchPage } from '../shared/pagination.ts';
import { containsPattern } from '../shared/text-search.ts';
import { foldedValueTaken } from '../shared/value-taken.ts';

function productTypesWithCounts(db: Kysely<Database>) {
  return db.selectFrom('product_types as t').select([
    't.id',
    't.name',
    't.production_kind',
    't.version',
    (eb) =>
      eb
        .selectFrom('products as p')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('p.product_type_id', '=', 't.id')
        .as('product_count'),
  ]);
}

type ProductTypeRow = {
  id: number;
  name: string;
  production_kind: ProductType['productionKind'];
  version: number;
  product_count: number | string | null;
};

function toProductType(row: ProductTypeRow): ProductType {
  return {
    id: row.id,
    name: row.name,
    productionKind: row.production_kind,
    productCount: Number(row.product_count ?? 0),
    version: row.version,
  };
}

export async function listProductTypes(
  db: Kysely<Database>,
  query: ProductTypeListQuery,
): Promise<Page<ProductType>> {
  const { page, size, sort, q, productionKind } = query;
  let base = productTypesWithCounts(db);
  if (q) base = base.where('t.name', 'ilike', containsPattern(q));
  if (productionKind) base = base.where('t.production_kind', '=', productionKind);
  const direction = sort === 'name:desc' ? 'desc' : 'asc';
  return fetchPage(
    { page, size },
    {
      count: () => countUpTo(db, null, base),
      rows: async (limit, offset) => {
        const rows = await base
          .orderBy(nameOrder('t.name'), direction)
          .orderBy('t.id', direction)
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(toProductType);
      },
    },
  );
}

export async function findProductType(db: Kysely<Database>, id: number): Promise<ProductType | undefined> {
  const row = await productTypesWithCounts(db).where('t.id', '=', id).executeTakeFirst();
  return row ? toProductType(row) : undefined;
}

/** Another type with the same name, whatever its capitals. */
export async function productTypeNameTaken(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  return foldedValueTaken(db, { table: 'product_types', column: 'name', fold: 'lower' }, name, exceptId);
}

export function insertProductType(db: Kysely<Database>, input: ProductTypeInput): Promise<number> {
  return insertRecordRow(db, 'product_types', { name: input.name, production_kind: input.productionKind });
}

export async function updateProductTypeRow(
  db: Kysely<Database>,
  id: number,
  input: ProductTypeInput & { version: number },
): Promise<void> {
  await db
    .updateTable('product_types')
    .set({
      name: input.name,
      production_kind: input.productionKind,
      version: input.version,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** Locks the type (FOR UPDATE) so no product can take it while it is being changed or deleted. */
export async function lockProductType(
  db: Kysely<Database>,
  id: number,
): Promise<
  { id: number; name: string; production_kind: ProductType['productionKind']; version: number } | undefined
> {
  return db
    .selectFrom('product_types')
    .select(['id', 'name', 'production_kind', 'version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** What still names the type: products, and customers who farm it. */
export async function productTypeUsage(
  db: Kysely<Database>,
  id: number,
): Promise<{ products: number; clients: number }> {
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('product_type_id', '=', id)
    .executeTakeFirstOrThrow();
  const clients = await db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('production_type_id', '=', id)
    .executeTakeFirstOrThrow();
  return { products: Number(products.n), clients: Number(clients.n) };
}

export async function deleteProductTypeRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('product_types').where('id', '=', id).execute();
}
