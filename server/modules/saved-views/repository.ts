// SQL of a person's saved views. Every statement is restricted to the caller: another user's view
// is simply not found (docs/design.md §6, deny by default).
import type { Kysely, Selectable, Transaction } from 'kysely';
import { type SavedViewList } from '../../../domain/saved-views.ts';
import type { SavedView, ViewState } from '../../../domain/saved-views-schemas.ts';
import { savedViewListSchema } from '../../../domain/saved-views-schemas.ts';
import type { Database, SavedViewsTable } from '../../db/database.ts';

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = ['id', 'list', 'name', 'state', 'is_default', 'created_at', 'updated_at', 'version'] as const;

function toSavedView(row: Pick<Selectable<SavedViewsTable>, (typeof COLUMNS)[number]>): SavedView {
  return {
    id: row.id,
    list: savedViewListSchema.parse(row.list),
    name: row.name,
    state: row.state as ViewState,
    isDefault: row.is_default,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
  };
}

function ownViews(db: Db, userId: number) {
  return db.selectFrom('saved_views').where('user_id', '=', userId);
}

/** The caller's views of one list, by name as a person reads it. */
export async function listSavedViews(db: Db, userId: number, list: SavedViewList): Promise<SavedView[]> {
  const rows = await ownViews(db, userId)
    .where('list', '=', list)
    .select(COLUMNS)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
  return rows.map(toSavedView);
}

export async function findSavedView(db: Db, userId: number, id: number): Promise<SavedView | undefined> {
  const row = await ownViews(db, userId).where('id', '=', id).select(COLUMNS).executeTakeFirst();
  return row ? toSavedView(row) : undefined;
}

export async function countSavedViews(db: Db, userId: number, list: SavedViewList): Promise<number> {
  const row = await ownViews(db, userId)
    .where('list', '=', list)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether another of the caller's views of the list has this name, capitals aside (the unique index). */
export async function viewNameTaken(
  db: Db,
  userId: number,
  list: SavedViewList,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const row = await ownViews(db, userId)
    .where('list', '=', list)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId ?? 0))
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Serialises one person's writes to their views (the cap and the default), not anybody else's. */
export async function lockOwner(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** No view of the list stays the default (before another one becomes it). */
export async function clearDefault(db: Db, userId: number, list: SavedViewList): Promise<void> {
  await db
    .updateTable('saved_views')
    .set((eb) => ({ is_default: false, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('user_id', '=', userId)
    .where('list', '=', list)
    .where('is_default', '=', true)
    .execute();
}

export async function insertSavedView(
  db: Db,
  values: { userId: number; list: SavedViewList; name: string; state: ViewState; isDefault: boolean },
): Promise<number> {
  const row = await db
    .insertInto('saved_views')
    .values({
      user_id: values.userId,
      list: values.list,
      name: values.name,
      state: JSON.stringify(values.state),
      is_default: values.isDefault,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSavedView(
  db: Db,
  userId: number,
  id: number,
  patch: { name?: string; state?: ViewState; isDefault?: boolean },
): Promise<void> {
  await db
    .updateTable('saved_views')
    .set((eb) => ({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.state !== undefined ? { state: JSON.stringify(patch.state) } : {}),
      ...(patch.isDefault !== undefined ? { is_default: patch.isDefault } : {}),
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedView(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('saved_views')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
