// Which staff accounts a caller sees and which it manages (docs/design.md §6). Everyone sees itself; an
// Admin sees and manages everyone; a Coordinator the supervisors and consultants of its zone and the
// people still waiting for a role (no zone yet, or its zone); a Supervisor reads its consultants.
// Rows outside the scope are simply not found, so routes answer 404 for them.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';

/** What the scope reads of the signed-in user (also what the users' reads and locks are given). */
export type Caller = Pick<AuthContext, 'role' | 'userId' | 'zoneId'>;

/** The accounts a Coordinator of `zoneId` manages, over the users table aliased `u`. */
function zoneAccounts(zoneId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`((u.zone_id = ${zoneId} and u.role in ('SUPERVISOR', 'CONSULTANT'))
    or (u.role is null and u.status in ('PENDING', 'REJECTED') and (u.zone_id is null or u.zone_id = ${zoneId})))`;
}

/** Accounts the caller manages (may change); never itself except for an Admin, whose self-changes are checked apart. */
export function managedUsersCondition(auth: Caller): RawBuilder<SqlBool> {
  if (auth.role === 'ADMIN') return sql<SqlBool>`true`;
  if (auth.role === 'COORDINATOR' && auth.zoneId !== null)
    return sql<SqlBool>`(u.id <> ${auth.userId ?? 0} and ${zoneAccounts(auth.zoneId)})`;
  return sql<SqlBool>`false`;
}

/** Accounts the caller may read: the managed ones, a Supervisor's consultants, and itself. */
export function visibleUsersCondition(auth: Caller): RawBuilder<SqlBool> {
  const self = sql<SqlBool>`u.id = ${auth.userId ?? 0}`;
  if (auth.role === 'ADMIN') return sql<SqlBool>`true`;
  if (auth.role === 'COORDINATOR' && auth.zoneId !== null)
    return sql<SqlBool>`(${self} or ${zoneAccounts(auth.zoneId)})`;
  if (auth.role === 'SUPERVISOR' && auth.userId !== null)
    return sql<SqlBool>`(${self} or (u.role = 'CONSULTANT' and u.supervisor_id = ${auth.userId}))`;
  return self;
}
