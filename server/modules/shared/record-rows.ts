// The rows of the records kept through a form (partners, products, product types, seasons,
// messages): a new one answers its id, and an edit writes the columns with the version it moves to
// and the time of the change, as every versioned record's edit does (record-version.ts).
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database.ts';

type FormTable = 'partners' | 'products' | 'seasons' | 'messages' | 'product_types';

/** Inserts the record's row; answers its id. */
export async function insertRecordRow<T extends FormTable>(
  db: Kysely<Database>,
  table: T,
  columns: Insertable<Database[T]>,
): Promise<number> {
  const row = await db.insertInto(table).values(columns).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** An edit's write: the record's columns, the version it moves to, and the time of the change. */
export async function updateRecordRow<T extends FormTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  columns: Updateable<Database[T]>,
  version: number,
): Promise<void> {
  // Widened to the tables' union: Kysely cannot type an update of a generic table.
  await db
    .updateTable(table as FormTable)
    .set({ ...columns, version, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
