// SQL of products (issue 2: the enabled products offered by the sale forms).
import type { Kysely } from 'kysely';
import type { EnabledProduct } from '../../../domain/catalog.ts';
import type { Database } from '../../db/database.ts';

export async function listEnabledProducts(db: Kysely<Database>): Promise<EnabledProduct[]> {
  const rows = await db
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
    ])
    .where('p.enabled', '=', true)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    productTypeId: r.product_type_id,
    productTypeName: r.product_type_name,
    productionKind: r.production_kind,
    seedsPerBag: r.seeds_per_bag,
    // numeric(14,2) arrives as a string; a price per bag is exact as a JS number.
    basePrice: Number(r.base_price),
    recommendedDensity: r.recommended_density,
  }));
}
