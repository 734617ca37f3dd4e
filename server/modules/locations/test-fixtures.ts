// Helpers of the places API tests (locations and partners): the payload of an answer, and how many
// audit entries an action has written so far.
import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from '../../test/helper.ts';

export function dataOf<T>(response: LightMyRequestResponse): T {
  return (response.json() as { data: T }).data;
}

export async function auditCount(ctx: TestContext, action: string): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
