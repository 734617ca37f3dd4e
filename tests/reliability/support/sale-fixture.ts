// What the checks that write sales through a real server start from, on a database with the demo
// data: the consultants with the current terms accepted (so they may sell), the demo consultant and
// one of its active customers, the open and started season, and an enabled product with bags to spare.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../server/db/database.ts';
import { DEMO_EMAILS } from '../../../server/test/helper.ts';

export interface SaleFixture {
  seasonId: number;
  clientId: number;
  productId: number;
  consultantId: number;
}

/** Every consultant accepts the current terms, so that each may sell. */
export async function consultantsAcceptCurrentTerms(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('users')
    .set({ accepted_tos_at: new Date(), tos_version: sql<number>`(select max(version) from terms)` })
    .where('role', '=', 'CONSULTANT')
    .execute();
}

export async function prepareSaleFixture(db: Kysely<Database>): Promise<SaleFixture> {
  await consultantsAcceptCurrentTerms(db);
  const consultant = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAILS.CONSULTANT)
    .executeTakeFirstOrThrow();
  const season = await db
    .selectFrom('seasons')
    .select('id')
    .where('is_open', '=', true)
    .where('start_date', '<=', sql<string>`current_date`)
    .executeTakeFirstOrThrow();
  const client = await db
    .selectFrom('clients')
    .select('id')
    .where('consultant_id', '=', consultant.id)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('enabled', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('inventory')
    .values({ season_id: season.id, product_id: product.id, allocated: 1_000_000 })
    .onConflict((oc) => oc.columns(['season_id', 'product_id']).doUpdateSet({ allocated: 1_000_000 }))
    .execute();
  return { seasonId: season.id, clientId: client.id, productId: product.id, consultantId: consultant.id };
}
