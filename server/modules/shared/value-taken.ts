// Whether another row already holds a value a unique index compares without capitals (product type
// and season names on lower(), product codes on upper()): the check before a write, so the answer
// is a clear 409 rather than the index's error.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface FoldedColumn {
  table: 'product_types' | 'products' | 'seasons';
  column: 'name' | 'code';
  /** How the unique index folds the value: lower(name) or upper(code). */
  fold: 'lower' | 'upper';
}

/** Another row (not exceptId) whose column equals value, folded as the index folds it. */
export async function foldedValueTaken(
  db: Kysely<Database>,
  { table, column, fold }: FoldedColumn,
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const folded = fold === 'lower' ? value.toLowerCase() : value.toUpperCase();
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(sql`${sql.raw(fold)}(${sql.ref(column)})`, '=', folded)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}
