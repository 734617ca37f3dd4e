// What the audit trail holds about one record, read straight from SQL: the actions, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export async function auditActions(
  db: Kysely<Database>,
  entity: string,
  entityId: number,
): Promise<string[]> {
  const entries = await db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
  return entries.map((entry) => entry.action);
}
