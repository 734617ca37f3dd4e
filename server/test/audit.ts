// What the audit trail holds, read straight from SQL: the actions about one record, oldest first,
// and whether an action was written at all.
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

/** Whether the audit trail holds an entry of the action. */
export async function hasAuditEntry(db: Kysely<Database>, action: string): Promise<boolean> {
  const entries = db.selectFrom('audit_log').where('action', '=', action);
  return (await entries.select('action').executeTakeFirst()) !== undefined;
}
