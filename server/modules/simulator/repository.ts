// SQL of the simulator: the hybrids a farmer may compare, and saved runs with who may see them.
// A farmer sees the runs of its own customer record (its own and those staff saved for it); staff
// see what they saved themselves and the runs of customers inside their data scope (docs/design.md §6).
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type {
  Farm,
  HybridOption,
  SimulationDetail,
  SimulationListQuery,
  SimulationSummary,
} from '../../../domain/simulator-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { fetchPage } from '../shared/pagination.ts';
import { dataScopeOf, scopeCondition } from '../shared/scope.ts';
import {
  toSimulationDetail,
  toSimulationSummary,
  type SimulationRow,
  type StoredSimulation,
} from './stored-simulation.ts';

/** Enabled products with what the simulator needs; farmers read it, so no stock or cost data. */
export async function listHybrids(db: Kysely<Database>): Promise<HybridOption[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('product_types as t', 't.id', 'p.product_type_id')
    .select(['p.id', 'p.code', 'p.name', 't.production_kind', 'p.seeds_per_bag', 'p.base_price'])
    .select('p.recommended_density')
    .where('p.enabled', '=', true)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    productionKind: r.production_kind,
    seedsPerBag: r.seeds_per_bag,
    // numeric(14,2) text; a price per bag is exact as a JS number.
    pricePerBag: Number(r.base_price),
    recommendedDensity: r.recommended_density,
  }));
}

/** A farmer's own customer record, as far as the simulator needs it; nothing for staff. */
export async function findFarm(db: Kysely<Database>, auth: AuthContext): Promise<Farm> {
  const none: Farm = { hectares: null, productionKind: null };
  if (auth.role !== 'FARMER' || auth.clientId === null) return none;
  const row = await db
    .selectFrom('clients as c')
    .leftJoin('product_types as t', 't.id', 'c.production_type_id')
    .select(['c.hectares', 't.production_kind'])
    .where('c.id', '=', auth.clientId)
    .executeTakeFirst();
  if (!row) return none;
  const hectares = row.hectares === null ? null : Number(row.hectares);
  return {
    hectares: hectares !== null && hectares > 0 ? hectares : null,
    productionKind: row.production_kind ?? null,
  };
}

/** The ids among `ids` that are products (enabled or not: an old run may name a retired hybrid). */
export async function existingProductIds(db: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

function clientScope(auth: AuthContext) {
  return scopeCondition(dataScopeOf(auth), { consultantId: 'sc.consultant_id', zoneId: 'sc.zone_id' });
}

/** Whether a staff caller may work with this customer (its data scope); false for farmers. */
export async function isClientInScope(
  db: Kysely<Database>,
  auth: AuthContext,
  clientId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('clients as sc')
    .select('sc.id')
    .where('sc.id', '=', clientId)
    .where(clientScope(auth))
    .executeTakeFirst();
  return row !== undefined;
}

/** Every run the caller may open. */
function visibleTo(auth: AuthContext) {
  if (auth.role === 'FARMER') {
    return auth.clientId === null ? sql<SqlBool>`false` : sql<SqlBool>`s.client_id = ${auth.clientId}`;
  }
  return sql<SqlBool>`(s.user_id = ${auth.userId} or s.client_id in (select sc.id from clients sc where ${clientScope(auth)}))`;
}

function simulationsWithNames(db: Kysely<Database>) {
  return db
    .selectFrom('simulations as s')
    .leftJoin('clients as c', 'c.id', 's.client_id')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id',
      's.name',
      's.created_at',
      's.client_id',
      sql<string | null>`c.first_name || ' ' || c.last_name`.as('clientName'),
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('createdByName'),
      's.inputs',
      's.results',
    ]);
}

export async function findSimulation(
  db: Kysely<Database>,
  auth: AuthContext,
  id: number,
): Promise<SimulationDetail | null> {
  const row: SimulationRow | undefined = await simulationsWithNames(db)
    .where('s.id', '=', id)
    .where(visibleTo(auth))
    .executeTakeFirst();
  return row ? toSimulationDetail(row) : null;
}

/** Whose runs a list shows, already checked against the caller's scope by the service. */
export type SimulationOwner = { clientId: number } | { userId: number };

export async function listSimulations(
  db: Kysely<Database>,
  owner: SimulationOwner,
  query: Pick<SimulationListQuery, 'page' | 'size' | 'sort'>,
): Promise<Page<SimulationSummary>> {
  const [field, direction] = query.sort.split(':');
  const isAscending = direction === 'asc';
  const ofOwner =
    'clientId' in owner
      ? sql<SqlBool>`s.client_id = ${owner.clientId}`
      : sql<SqlBool>`s.user_id = ${owner.userId}`;
  return fetchPage(query, {
    count: async () => {
      const row = await db
        .selectFrom('simulations as s')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(ofOwner)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    rows: async (limit, offset) => {
      let rowsQuery = simulationsWithNames(db).where(ofOwner);
      // By name: unnamed runs last, ties newest first. By date: the id breaks ties the same way.
      rowsQuery =
        field === 'name'
          ? rowsQuery
              .orderBy(sql`lower(s.name)`, (ob) => (isAscending ? ob.asc() : ob.desc()).nullsLast())
              .orderBy('s.id', 'desc')
          : rowsQuery
              .orderBy('s.created_at', isAscending ? 'asc' : 'desc')
              .orderBy('s.id', isAscending ? 'asc' : 'desc');
      rowsQuery = rowsQuery.limit(limit).offset(offset);
      const rows: SimulationRow[] = await rowsQuery.execute();
      return rows.map(toSimulationSummary);
    },
  });
}

export async function insertSimulation(
  db: Kysely<Database>,
  values: { clientId: number | null; userId: number | null; name: string | null; stored: StoredSimulation },
): Promise<number> {
  const row = await db
    .insertInto('simulations')
    .values({
      client_id: values.clientId,
      user_id: values.userId,
      name: values.name,
      inputs: JSON.stringify(values.stored.inputs),
      results: JSON.stringify(values.stored.results),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
