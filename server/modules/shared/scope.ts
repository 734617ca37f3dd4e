// Data scope of docs/design.md §6: which customers (and later sales and Dkbonos) a caller may see.
// Admin all, Coordinator its zone, Supervisor its consultants', Consultant its own, Farmer none.
// Out-of-scope rows are simply not found: callers answer 404, never 403, for them.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthContext } from '../../auth/sessions.ts';

export type DataScope =
  | { kind: 'all' }
  | { kind: 'zone'; zoneId: number }
  | { kind: 'team'; supervisorId: number }
  | { kind: 'own'; consultantId: number }
  | { kind: 'none' };

export function dataScopeOf(auth: Pick<AuthContext, 'role' | 'userId' | 'zoneId'>): DataScope {
  const { role, userId, zoneId } = auth;
  if (role === 'ADMIN') return { kind: 'all' };
  if (role === 'COORDINATOR' && zoneId !== null) return { kind: 'zone', zoneId };
  if (role === 'SUPERVISOR' && userId !== null) return { kind: 'team', supervisorId: userId };
  if (role === 'CONSULTANT' && userId !== null) return { kind: 'own', consultantId: userId };
  // A coordinator without a zone, or a farmer: nothing.
  return { kind: 'none' };
}

/** Qualified column names ("c.consultant_id") of the owning consultant and the zone of a row. */
export interface ScopeColumns {
  consultantId: string;
  zoneId: string;
}

/** A WHERE condition keeping only the rows inside the scope: `.where(scopeCondition(scope, columns))`. */
export function scopeCondition(scope: DataScope, columns: ScopeColumns): RawBuilder<SqlBool> {
  switch (scope.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'zone':
      return sql<SqlBool>`${sql.ref(columns.zoneId)} = ${scope.zoneId}`;
    case 'team':
      return sql<SqlBool>`${sql.ref(columns.consultantId)} in (select scope_u.id from users scope_u where scope_u.supervisor_id = ${scope.supervisorId})`;
    case 'own':
      return sql<SqlBool>`${sql.ref(columns.consultantId)} = ${scope.consultantId}`;
    case 'none':
      return sql<SqlBool>`false`;
  }
}

/**
 * The scope of a record sold to a customer (a sale `s`, a Dkbono `v`): a coordinator sees those of
 * its zone's customers (the customer's zone, read through `client_id`), everyone else as by
 * `scopeCondition` on the record's consultant. The sale list, the Dkbono list and the season
 * figures all ask this one question.
 */
export function customerRecordScope(auth: AuthContext, alias: 's' | 'v'): RawBuilder<SqlBool> {
  const scope = dataScopeOf(auth);
  const clientId = sql.ref(`${alias}.client_id`);
  if (scope.kind === 'zone') {
    return sql<SqlBool>`${clientId} in (select zc.id from clients zc where zc.zone_id = ${scope.zoneId})`;
  }
  return scopeCondition(scope, { consultantId: `${alias}.consultant_id`, zoneId: `${alias}.client_id` });
}
