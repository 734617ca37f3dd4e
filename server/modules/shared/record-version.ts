// The one check behind every versioned edit (sales, Dkbonos and their payments, customers, ...): the
// row, locked by the edit's transaction, must still carry the version the editor read; the write
// then stores version + 1.
import { AppError } from '../../http/app-error.ts';

/**
 * Refuses an edit made from another version than the stored one (409 RECORD_CHANGED); `message`
 * names the record where the generic one would be vague to the person who sees it.
 */
export function assertCurrentVersion(stored: { version: number }, sent: number, message?: string): void {
  if (stored.version !== sent) throw new AppError('RECORD_CHANGED', message);
}
