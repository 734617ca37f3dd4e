// SQL reads of staff accounts: the scoped, filtered list, the pending list and the detail, each
// with the names of the zone, supervisor and distributor it points at.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Page } from '../../../domain/pagination.ts';
import type { UserSort } from '../../../domain/users.ts';
import type {
  PendingUserListQuery,
  UserDetail,
  UserListItem,
  UserListQuery,
} from '../../../domain/users-schemas.ts';
import type { Database } from '../../db/database.ts';
import { nameOrder } from '../shared/name-order.ts';
import { fetchPage } from '../shared/pagination.ts';
import { containsPattern, foldedContains } from '../shared/text-search.ts';
import { visibleUsersCondition, type Caller } from './user-scope.ts';

/** An account's own columns (of `users as u`), as the list and the detail show them and a change reads them. */
export const ACCOUNT_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.phone',
  'u.role',
  'u.status',
  'u.zone_id',
  'u.supervisor_id',
  'u.distributor_id',
] as const;

type Filters = Omit<UserListQuery, 'page' | 'size' | 'sort'>;

function filteredUsers(db: Kysely<Database>, auth: Caller, filters: Filters) {
  const { q, role, status, zoneId } = filters;
  let query = db.selectFrom('users as u').where(visibleUsersCondition(auth));
  if (role !== undefined) query = query.where('u.role', '=', role);
  if (status !== undefined) query = query.where('u.status', '=', status);
  if (zoneId !== undefined) query = query.where('u.zone_id', '=', zoneId);
  if (q) {
    const pattern = containsPattern(q);
    query = query.where(
      sql<SqlBool>`(${foldedContains(sql`u.first_name || ' ' || u.last_name`, pattern)} or u.email ilike ${pattern})`,
    );
  }
  return query;
}

function withNames(query: ReturnType<typeof filteredUsers>) {
  return query
    .leftJoin('zones as z', 'z.id', 'u.zone_id')
    .leftJoin('users as s', 's.id', 'u.supervisor_id')
    .leftJoin('partners as p', 'p.id', 'u.distributor_id')
    .select([
      ...ACCOUNT_COLUMNS,
      'z.name as zone_name',
      sql<string | null>`s.first_name || ' ' || s.last_name`.as('supervisor_name'),
      'p.name as distributor_name',
      'u.created_at',
    ]);
}

type ListRow = Awaited<ReturnType<ReturnType<typeof withNames>['executeTakeFirstOrThrow']>>;

function toListItem(row: ListRow): UserListItem {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    status: row.status,
    zoneId: row.zone_id,
    zoneName: row.zone_name,
    supervisorId: row.supervisor_id,
    supervisorName: row.supervisor_name,
    distributorId: row.distributor_id,
    distributorName: row.distributor_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function sorted(query: ReturnType<typeof withNames>, sort: UserSort) {
  const [field, rawDirection] = sort.split(':');
  const direction = rawDirection === 'desc' ? 'desc' : 'asc';
  if (field === 'email') return query.orderBy('u.email', direction).orderBy('u.id');
  if (field === 'createdAt') return query.orderBy('u.created_at', direction).orderBy('u.id', direction);
  return query
    .orderBy(nameOrder('u.first_name'), direction)
    .orderBy(nameOrder('u.last_name'), direction)
    .orderBy('u.id');
}

async function listPage(
  db: Kysely<Database>,
  auth: Caller,
  query: UserListQuery,
): Promise<Page<UserListItem>> {
  const { page, size, sort, ...filters } = query;
  return fetchPage(
    { page, size },
    {
      count: async () => {
        const row = await filteredUsers(db, auth, filters)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst();
        return Number(row?.count ?? 0);
      },
      rows: async (limit, offset) => {
        const rows = await sorted(withNames(filteredUsers(db, auth, filters)), sort)
          .limit(limit)
          .offset(offset)
          .execute();
        return rows.map(toListItem);
      },
    },
  );
}

export function listUsers(db: Kysely<Database>, auth: Caller, query: UserListQuery) {
  return listPage(db, auth, query);
}

/** The people waiting for a role, within the caller's scope. */
export function listPendingUsers(db: Kysely<Database>, auth: Caller, query: PendingUserListQuery) {
  return listPage(db, auth, { ...query, status: 'PENDING' });
}

export async function findUserDetail(
  db: Kysely<Database>,
  auth: Caller,
  id: number,
): Promise<UserDetail | null> {
  const row = await withNames(filteredUsers(db, auth, {}))
    .select([
      sql<boolean>`u.password_hash is not null`.as('has_password'),
      sql<boolean>`u.ms_object_id is not null`.as('has_microsoft'),
      'u.accepted_tos_at',
      'u.tos_version',
      'u.updated_at',
      'u.version',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...toListItem(row),
    hasPassword: Boolean(row.has_password),
    hasMicrosoft: Boolean(row.has_microsoft),
    acceptedTosAt: row.accepted_tos_at ? new Date(row.accepted_tos_at).toISOString() : null,
    tosVersion: row.tos_version,
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}
