// Saved views' rules: a person keeps up to MAX_VIEWS_PER_LIST views per list, each name
// once per list (capitals aside), at most one default per list; making a view the default unmarks
// the previous one in the same transaction. Everything acts on the caller's own views only.
import { assertCurrentVersion } from '../shared/record-version.ts';
import type { Kysely } from 'kysely';
import { MAX_VIEWS_PER_LIST, type SavedViewList } from '../../../domain/saved-views.ts';
import type {
  CreateSavedView,
  SavedView,
  UpdateSavedView,
  ViewState,
} from '../../../domain/saved-views-schemas.ts';
import { viewStateSchema } from '../../../domain/saved-views-schemas.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { guardUnique, readBack } from '../shared/unique-violation.ts';
import {
  clearDefault,
  countSavedViews,
  deleteSavedView,
  findSavedView,
  insertSavedView,
  lockOwner,
  updateSavedView,
  viewNameTaken,
} from './repository.ts';

const notFound = () => new AppError('NOT_FOUND', 'La vista no existe.');
const nameTaken = (name: string) =>
  new AppError('CONFLICT', `Ya tienes una vista llamada «${name}» en esta lista.`, [
    { path: 'name', message: 'Ya tienes una vista con ese nombre.' },
  ]);
// Two requests that both make a view the default: the partial unique index lets one win.
const defaultRace = () =>
  new AppError('CONFLICT', 'Otra vista acaba de quedar como predeterminada. Intenta de nuevo.');

/** The state of a view of `list`, checked against that list (400 with the field's message). */
function checkedState(list: SavedViewList, state: unknown): ViewState {
  const result = viewStateSchema(list).safeParse(state);
  if (result.success) return result.data as ViewState;
  const details = result.error.issues.map((issue) => ({
    path: ['state', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
}

export async function createView(
  db: Kysely<Database>,
  userId: number,
  input: CreateSavedView,
): Promise<SavedView> {
  const id = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    if ((await countSavedViews(trx, userId, input.list)) >= MAX_VIEWS_PER_LIST) {
      throw new AppError(
        'CONFLICT',
        `Ya tienes ${MAX_VIEWS_PER_LIST} vistas en esta lista; elimina alguna para guardar otra.`,
      );
    }
    if (await viewNameTaken(trx, userId, input.list, input.name)) throw nameTaken(input.name);
    if (input.isDefault) await clearDefault(trx, userId, input.list);
    return guardUnique(
      () =>
        insertSavedView(trx, {
          userId,
          list: input.list,
          name: input.name,
          state: input.state as ViewState,
          isDefault: input.isDefault,
        }),
      () => (input.isDefault ? defaultRace() : nameTaken(input.name)),
    );
  });
  return readBack('saved view', id, (viewId) => findSavedView(db, userId, viewId));
}

export async function changeView(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: UpdateSavedView,
): Promise<SavedView> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    const view = await findSavedView(trx, userId, id);
    if (!view) throw notFound();
    // The owner's row lock above serialises the owner's view writes, so the version read is
    // current.
    if (input.version !== undefined) assertCurrentVersion(view, input.version);
    const state = input.state === undefined ? undefined : checkedState(view.list, input.state);
    if (input.name !== undefined && (await viewNameTaken(trx, userId, view.list, input.name, id))) {
      throw nameTaken(input.name);
    }
    if (input.isDefault === true && !view.isDefault) await clearDefault(trx, userId, view.list);
    await guardUnique(
      () => updateSavedView(trx, userId, id, { name: input.name, state, isDefault: input.isDefault }),
      () => (input.isDefault ? defaultRace() : nameTaken(input.name ?? view.name)),
    );
  });
  return readBack('saved view', id, (viewId) => findSavedView(db, userId, viewId));
}

export async function removeView(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedView(db, userId, id))) throw notFound();
}
