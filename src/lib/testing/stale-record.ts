// The stale edit of page tests: the API's refusal of an edit someone else saved first (409
// RECORD_CHANGED, as the API client throws it), and the notice a form shows once it has reloaded
// the current record (src/lib/forms/stale-record.tsx).
import { screen } from '@testing-library/react';
import type { ApiErrorBody } from '../../../domain/errors.ts';
import { uiStrings } from '../ui/ui-strings.ts';

/** What an edit API call rejects with when the version it sent is stale. */
export function staleRecordRefusal(): ApiErrorBody {
  return {
    statusCode: 409,
    code: 'RECORD_CHANGED',
    message: 'Alguien más cambió este registro; revisa los datos actuales.',
  };
}

/**
 * The notice above a form that started over from the current record. Wait for it before reading the
 * form: a dialog is built again, and the one found before may be the one it replaces.
 */
export function findStaleRecordNotice(): Promise<HTMLElement> {
  return screen.findByText(uiStrings.staleRecord.message);
}
