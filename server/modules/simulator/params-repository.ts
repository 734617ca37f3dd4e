// SQL of the simulator parameters: one row per production kind (seeded, never added or removed).
import type { Kysely } from 'kysely';
import type {
  SimulatorParams,
  SimulatorParamsResponse,
  SimulatorParamsSet,
} from '../../../domain/simulator-params.ts';
import type { Database } from '../../db/database.ts';

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Kysely<Database>, forUpdate = false) {
  const query = db
    .selectFrom('simulator_params')
    .select([
      'production_kind',
      'price_per_ton',
      'default_density',
      'default_yield',
      'other_costs_per_ha',
      'emergence_pct',
      'updated_at',
      'version',
    ])
    .orderBy('production_kind');
  return (forUpdate ? query.forUpdate() : query).execute();
}

function toParams(row: Row) {
  return {
    pricePerTon: Number(row.price_per_ton),
    defaultDensity: row.default_density,
    emergencePct: Number(row.emergence_pct),
    defaultYield: Number(row.default_yield),
    otherCostsPerHa: Number(row.other_costs_per_ha),
  };
}

/** Both kinds; undefined when a kind is missing (a database that was never seeded). */
export async function readSimulatorParams(
  db: Kysely<Database>,
  forUpdate = false,
): Promise<SimulatorParamsResponse | undefined> {
  const rows = await selectRows(db, forUpdate);
  const grain = rows.find((row) => row.production_kind === 'GRAIN');
  const silage = rows.find((row) => row.production_kind === 'SILAGE');
  if (!grain || !silage) return undefined;
  const updatedAt = grain.updated_at > silage.updated_at ? grain.updated_at : silage.updated_at;
  return {
    grain: { productionKind: 'GRAIN', ...toParams(grain) },
    silage: { productionKind: 'SILAGE', ...toParams(silage) },
    updatedAt: updatedAt.toISOString(),
    // Both rows are written together; the set's version is the later of the two.
    version: Math.max(grain.version, silage.version),
  };
}

function columnsOf(params: SimulatorParams) {
  return {
    price_per_ton: params.pricePerTon.toFixed(2),
    default_density: params.defaultDensity,
    default_yield: params.defaultYield.toFixed(2),
    other_costs_per_ha: params.otherCostsPerHa.toFixed(2),
    emergence_pct: params.emergencePct.toFixed(2),
  };
}

export async function writeSimulatorParams(
  db: Kysely<Database>,
  set: SimulatorParamsSet,
  version = 1,
): Promise<void> {
  const now = new Date();
  for (const params of [set.grain, set.silage]) {
    const values = { ...columnsOf(params), version, updated_at: now };
    await db
      .insertInto('simulator_params')
      .values({ production_kind: params.productionKind, ...values })
      .onConflict((oc) => oc.column('production_kind').doUpdateSet(values))
      .execute();
  }
}
