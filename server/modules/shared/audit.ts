// The audit trail: who did what to which record, with the state before and after. Called inside
// the same transaction as the change it records, so a rolled-back change leaves no entry.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Who makes a change, as its audit entry names them: the staff user and the address it came from. */
export interface Actor {
  userId: number;
  ip: string | null;
}

export interface AuditEntry {
  actorUserId?: number | null;
  actorClientId?: number | null;
  /** Dotted verb, e.g. "auth.login", "clients.self-register". */
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const asJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** The audit_log row of an entry. */
export function auditValues(entry: AuditEntry) {
  return {
    actor_user_id: entry.actorUserId ?? null,
    actor_client_id: entry.actorClientId ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: asJson(entry.before),
    after: asJson(entry.after),
    ip: entry.ip ?? null,
  };
}

export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values(auditValues(entry)).execute();
}
