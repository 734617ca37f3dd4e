// The SQL of a record's history: its audit log entries, newest first, with the actor's
// name, and the names of the records they refer to. Sign-ins and sign-outs are entries on a user or
// a customer too, but they change nothing: a history leaves them out.
import type { Kysely } from 'kysely';
import type { ReferenceKind } from '../../../domain/history-values.ts';
import type { Database } from '../../db/database.ts';

const NOT_CHANGES = ['auth.login', 'auth.client-login', 'auth.microsoft-login', 'auth.logout'];

export interface StoredHistoryRow {
  id: string;
  action: string;
  before: unknown;
  after: unknown;
  created_at: Date;
  actor_user: string | null;
  actor_client: string | null;
}

function entriesOf(db: Kysely<Database>, entity: string, entityId: number) {
  return db
    .selectFrom('audit_log as a')
    .where('a.entity', '=', entity)
    .where('a.entity_id', '=', String(entityId))
    .where('a.action', 'not in', NOT_CHANGES);
}

export async function countHistory(db: Kysely<Database>, entity: string, entityId: number): Promise<number> {
  const row = await entriesOf(db, entity, entityId)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function historyRows(
  db: Kysely<Database>,
  entity: string,
  entityId: number,
  limit: number,
  offset: number,
): Promise<StoredHistoryRow[]> {
  const rows = await entriesOf(db, entity, entityId)
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .leftJoin('clients as c', 'c.id', 'a.actor_client_id')
    .select([
      'a.id',
      'a.action',
      'a.before',
      'a.after',
      'a.created_at',
      'u.first_name as user_first',
      'u.last_name as user_last',
      'c.first_name as client_first',
      'c.last_name as client_last',
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const fullName = (first: string | null, last: string | null) =>
    first === null ? null : `${first} ${last ?? ''}`.trim();
  return rows.map((row) => ({
    id: String(row.id),
    action: row.action,
    before: row.before,
    after: row.after,
    created_at: row.created_at,
    actor_user: fullName(row.user_first, row.user_last),
    actor_client: fullName(row.client_first, row.client_last),
  }));
}

/** "kind:id" → name of every referenced record that still exists. */
export async function referenceNames(
  db: Kysely<Database>,
  ids: ReadonlyMap<ReferenceKind, ReadonlySet<number>>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const lookups = [...ids].map(async ([kind, set]) => {
    const list = [...set];
    if (list.length === 0) return;
    for (const row of await namesOf(db, kind, list)) names.set(`${kind}:${row.id}`, row.name);
  });
  await Promise.all(lookups);
  return names;
}

type NameRow = { id: number; name: string };

async function namesOf(db: Kysely<Database>, kind: ReferenceKind, ids: number[]): Promise<NameRow[]> {
  switch (kind) {
    case 'users':
    case 'clients': {
      const rows = await db
        .selectFrom(kind)
        .where('id', 'in', ids)
        .select(['id', 'first_name', 'last_name'])
        .execute();
      return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() }));
    }
    case 'products': {
      const rows = await db
        .selectFrom('products')
        .where('id', 'in', ids)
        .select(['id', 'code', 'name'])
        .execute();
      return rows.map((row) => ({ id: row.id, name: `${row.code} ${row.name}` }));
    }
    case 'sales':
    case 'vouchers':
      return db.selectFrom(kind).where('id', 'in', ids).select(['id', 'folio as name']).execute();
    case 'productTypes':
      return db.selectFrom('product_types').where('id', 'in', ids).select(['id', 'name']).execute();
    default:
      return db.selectFrom(kind).where('id', 'in', ids).select(['id', 'name']).execute();
  }
}
