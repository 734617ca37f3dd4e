// The SQL of the import template: what its drop-down lists offer (open seasons, the consultants in
// the caller's scope, enabled products) and a customer to fill the example row with.
import type { Kysely } from 'kysely';
import { mexicoCityDay } from '../../../domain/days.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { dataScopeOf } from '../shared/scope.ts';

export interface TemplateLists {
  seasons: string[];
  consultants: string[];
  products: { code: string; basePrice: string }[];
  example: { consultant: string; clientId: number } | null;
}

export async function templateLists(db: Kysely<Database>, auth: AuthContext): Promise<TemplateLists> {
  const scope = dataScopeOf(auth);
  const [seasons, consultants, products] = await Promise.all([
    db
      .selectFrom('seasons')
      .select('name')
      .where('is_open', '=', true)
      .where('start_date', '<=', mexicoCityDay())
      .orderBy('start_date', 'desc')
      .execute(),
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'CONSULTANT')
      .where('status', '=', 'ACTIVE')
      .$if(scope.kind === 'zone', (qb) => qb.where('zone_id', '=', scope.kind === 'zone' ? scope.zoneId : 0))
      .$if(scope.kind !== 'all' && scope.kind !== 'zone', (qb) => qb.where('id', '=', 0))
      .orderBy('email')
      .execute(),
    db
      .selectFrom('products')
      .select(['code', 'base_price'])
      .where('enabled', '=', true)
      .orderBy('code')
      .execute(),
  ]);
  const withClient = await db
    .selectFrom('clients')
    .select(['id', 'consultant_id'])
    .where('status', '=', 'ACTIVE')
    .where('consultant_id', 'in', consultants.length > 0 ? consultants.map((c) => c.id) : [0])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const exampleConsultant = consultants.find((c) => c.id === withClient?.consultant_id);
  return {
    seasons: seasons.map((s) => s.name),
    consultants: consultants.map((c) => c.email),
    products: products.map((p) => ({ code: p.code, basePrice: p.base_price })),
    example:
      withClient && exampleConsultant
        ? { consultant: exampleConsultant.email, clientId: withClient.id }
        : null,
  };
}
