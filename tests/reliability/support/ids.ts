// Real ids of the demo data, by the body field or path segment that refers to them.
import { sql } from 'kysely';
import type { TestContext } from '../../../server/test/helper.ts';
import type { IdPool } from './bodies.ts';

const FIELD_TABLES: Record<string, string> = {
  seasonId: 'seasons',
  clientId: 'clients',
  productId: 'products',
  consultantId: 'users',
  supervisorId: 'users',
  zoneId: 'zones',
  stateId: 'states',
  municipalityId: 'municipalities',
  localityId: 'localities',
  distributorId: 'partners',
  productTypeId: 'product_types',
  voucherId: 'vouchers',
};

/** Path segment → table, for the :id of /api/<segment>/:id. */
const SEGMENT_TABLES: Record<string, string> = {
  sales: 'sales',
  vouchers: 'vouchers',
  clients: 'clients',
  users: 'users',
  products: 'products',
  'product-types': 'product_types',
  seasons: 'seasons',
  partners: 'partners',
  zones: 'zones',
  states: 'states',
  municipalities: 'municipalities',
  localities: 'localities',
  messages: 'messages',
  notifications: 'notifications',
  simulations: 'simulations',
};

async function idsOf(ctx: TestContext, table: string, limit = 50): Promise<number[]> {
  try {
    const { rows } = await sql<{
      id: number;
    }>`select id from ${sql.table(table)} order by id limit ${limit}`.execute(ctx.database.db);
    return rows.map((r) => Number(r.id));
  } catch {
    return [];
  }
}

export async function idPool(ctx: TestContext): Promise<IdPool> {
  const pool: IdPool = {};
  for (const [field, table] of Object.entries(FIELD_TABLES)) pool[field] = await idsOf(ctx, table);
  return pool;
}

/** Ids per path segment, for routes with :id. */
export async function pathIds(ctx: TestContext): Promise<Record<string, number[]>> {
  const ids: Record<string, number[]> = {};
  for (const [segment, table] of Object.entries(SEGMENT_TABLES)) ids[segment] = await idsOf(ctx, table);
  return ids;
}

/** /api/sales/:id → /api/sales/<a real id>, other parameters as the authorization harness fills them. */
export function fillPath(
  url: string,
  ids: Record<string, number[]>,
  pick: number,
  avoid: Set<number> = new Set(),
): string {
  const segments = url.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment;
      const owner = segments[index - 1] ?? '';
      const name = segment.slice(1).replace('?', '');
      if (name === 'type') return 'DISTRIBUTOR';
      if (name === 'product') return 'microsoft';
      if (name === 'role') return 'farmer';
      const candidates = (ids[owner] ?? []).filter((id) => !avoid.has(id));
      return String(candidates.length > 0 ? candidates[pick % candidates.length] : 1);
    })
    .join('/');
}
