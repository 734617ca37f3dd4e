// Which partners a caller may see and change (docs/design.md §6): the Admin all of them; a Coordinator
// (read and write) and a Supervisor (read) those of their own zone. A partner without a zone is the
// Admin's alone. Out-of-scope partners are simply not found: 404, never 403.
import { sql, type SqlBool } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';

export type PartnerScope = { kind: 'all' } | { kind: 'zone'; zoneId: number } | { kind: 'none' };

export function partnerScopeOf(auth: Pick<AuthContext, 'role' | 'zoneId'>): PartnerScope {
  if (auth.role === 'ADMIN') return { kind: 'all' };
  if ((auth.role === 'COORDINATOR' || auth.role === 'SUPERVISOR') && auth.zoneId !== null)
    return { kind: 'zone', zoneId: auth.zoneId };
  return { kind: 'none' };
}

/** A WHERE condition on the partners alias `p`. */
export function partnerScopeCondition(scope: PartnerScope) {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'zone':
      return sql<SqlBool>`p.zone_id = ${scope.zoneId}`;
    case 'none':
      return sql<SqlBool>`false`;
  }
}
