// PostgreSQL's unique_violation (23505), as both drivers report it (pg and PGlite errors carry the
// SQLSTATE in `code`). A name check before an insert can still lose a race to another request; the
// unique index then decides, and this turns its error into the same 409 the check gives.
const UNIQUE_VIOLATION = '23505';
// A row still referenced by a foreign key (e.g. a product type some customer names).
const FOREIGN_KEY_VIOLATION = '23503';

function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === FOREIGN_KEY_VIOLATION;
}

/**
 * Runs a write that a unique index guards and answers the index's refusal with the caller's own
 * error (a 409 naming the field), as the check before the write would have.
 */
export async function guardUnique<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
}

/** The record a write just stored, read back in its answer shape (it cannot be missing). */
export async function readBack<T>(
  what: string,
  id: number,
  find: (id: number) => Promise<T | undefined>,
): Promise<T> {
  const found = await find(id);
  if (found === undefined) throw new Error(`${what} ${id} cannot be read back`);
  return found;
}
