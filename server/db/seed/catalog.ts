// Product types, the hybrid seed catalogue (prices per bag in MXN) and the simulator parameters.
import type { Transaction } from 'kysely';
import type { Database } from '../database.ts';

const PRODUCT_TYPES = [
  { name: 'Maíz grano', production_kind: 'GRAIN' },
  { name: 'Maíz forrajero', production_kind: 'SILAGE' },
  { name: 'Sorgo grano', production_kind: 'GRAIN' },
] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number]['name'];

interface ProductSeed {
  code: string;
  name: string;
  type: ProductTypeName;
  seedsPerBag: number;
  basePrice: string;
  density: number;
  description: string;
  enabled: boolean;
}

const PRODUCTS: readonly ProductSeed[] = [
  {
    code: 'DK-4050',
    name: 'DK-4050 Blanco Bajío',
    type: 'Maíz grano',
    seedsPerBag: 80000,
    basePrice: '3950.00',
    density: 85000,
    description: 'Híbrido de grano blanco, ciclo intermedio, muy estable en riego y buen temporal del Bajío.',
    enabled: true,
  },
  {
    code: 'DK-2069',
    name: 'DK-2069 Alto Rendimiento',
    type: 'Maíz grano',
    seedsPerBag: 80000,
    basePrice: '4250.00',
    density: 90000,
    description: 'Grano blanco de alto potencial para riego; tolerante al acame y a la mancha de asfalto.',
    enabled: true,
  },
  {
    code: 'DK-3070',
    name: 'DK-3070 Sinaloa',
    type: 'Maíz grano',
    seedsPerBag: 80000,
    basePrice: '4600.00',
    density: 92000,
    description: 'Híbrido para el ciclo otoño-invierno del noroeste; mazorca grande y excelente llenado.',
    enabled: true,
  },
  {
    code: 'DK-4018',
    name: 'DK-4018 Temporal',
    type: 'Maíz grano',
    seedsPerBag: 60000,
    basePrice: '3650.00',
    density: 78000,
    description: 'Ciclo precoz para temporal; buena tolerancia a sequía y a pudrición de mazorca.',
    enabled: true,
  },
  {
    code: 'DK-2042',
    name: 'DK-2042 Amarillo',
    type: 'Maíz grano',
    seedsPerBag: 60000,
    basePrice: '3400.00',
    density: 75000,
    description: 'Grano amarillo dentado para la industria pecuaria; alto peso específico.',
    enabled: true,
  },
  {
    code: 'DK-3055',
    name: 'DK-3055 Forrajero',
    type: 'Maíz forrajero',
    seedsPerBag: 80000,
    basePrice: '4100.00',
    density: 90000,
    description: 'Planta alta con buena proporción de grano para ensilaje; digestibilidad sobresaliente.',
    enabled: true,
  },
  {
    code: 'DK-4082',
    name: 'DK-4082 Ensilaje Plus',
    type: 'Maíz forrajero',
    seedsPerBag: 80000,
    basePrice: '4850.00',
    density: 95000,
    description: 'Máximo tonelaje de materia verde para cuencas lecheras; tallo fuerte y hoja sana.',
    enabled: true,
  },
  {
    code: 'DK-5010',
    name: 'DK-5010 Sorgo Rojo',
    type: 'Sorgo grano',
    seedsPerBag: 60000,
    basePrice: '2800.00',
    density: 70000,
    description: 'Sorgo de grano rojo para el noreste; tolerante al pulgón amarillo y a la sequía.',
    enabled: true,
  },
  {
    code: 'DK-5025',
    name: 'DK-5025 Sorgo Blanco',
    type: 'Sorgo grano',
    seedsPerBag: 60000,
    basePrice: '3100.00',
    density: 72000,
    description: 'Sorgo de grano blanco, panoja semiabierta y buen rendimiento en temporal.',
    enabled: true,
  },
  {
    code: 'DK-2030',
    name: 'DK-2030 Clásico',
    type: 'Maíz grano',
    seedsPerBag: 60000,
    basePrice: '2950.00',
    density: 80000,
    description: 'Híbrido de generación anterior; ya no se ofrece, se conserva por las ventas históricas.',
    enabled: false,
  },
];

export interface CatalogProduct {
  id: number;
  code: string;
  productTypeId: number;
  productTypeName: ProductTypeName;
  kind: 'GRAIN' | 'SILAGE';
  seedsPerBag: number;
  basePrice: string;
  density: number;
  enabled: boolean;
}

export interface Catalog {
  productTypeIds: Record<ProductTypeName, number>;
  products: CatalogProduct[];
}

export async function insertCatalog(trx: Transaction<Database>): Promise<Catalog> {
  const types = await trx
    .insertInto('product_types')
    .values(PRODUCT_TYPES.map((t) => ({ name: t.name, production_kind: t.production_kind })))
    .returning(['id', 'name'])
    .execute();
  const productTypeIds = Object.fromEntries(types.map((t) => [t.name, t.id])) as Record<
    ProductTypeName,
    number
  >;
  const kindOf = (type: ProductTypeName) =>
    PRODUCT_TYPES.find((t) => t.name === type)?.production_kind ?? 'GRAIN';
  const rows = await trx
    .insertInto('products')
    .values(
      PRODUCTS.map((p) => ({
        code: p.code,
        name: p.name,
        product_type_id: productTypeIds[p.type],
        seeds_per_bag: p.seedsPerBag,
        base_price: p.basePrice,
        recommended_density: p.density,
        description: p.description,
        enabled: p.enabled,
      })),
    )
    .returning(['id', 'code'])
    .execute();
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  const products = PRODUCTS.map((p) => ({
    id: idOf.get(p.code) ?? 0,
    code: p.code,
    productTypeId: productTypeIds[p.type],
    productTypeName: p.type,
    kind: kindOf(p.type),
    seedsPerBag: p.seedsPerBag,
    basePrice: p.basePrice,
    density: p.density,
    enabled: p.enabled,
  }));
  await trx
    .insertInto('simulator_params')
    .values([
      {
        production_kind: 'GRAIN',
        price_per_ton: '5000.00',
        default_density: 80000,
        default_yield: '10.00',
        other_costs_per_ha: '20000.00',
        emergence_pct: '95.00',
      },
      {
        production_kind: 'SILAGE',
        price_per_ton: '1000.00',
        default_density: 90000,
        default_yield: '50.00',
        other_costs_per_ha: '25000.00',
        emergence_pct: '95.00',
      },
    ])
    .execute();
  return { productTypeIds, products };
}
