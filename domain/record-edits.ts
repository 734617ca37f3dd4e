// How every edit of the API behaves: the body names the version the editor read, a
// stale one is refused (409 RECORD_CHANGED) instead of silently overwriting someone else's change,
// and a field the body does not mention keeps its stored value (null or '' clears an optional one).
import { z } from './zod.ts';

/** The `version` an edit sends back: the one it read with the record. */
export const recordVersionSchema = z
  .number({ error: 'Falta la versión del registro que se editó.' })
  .int('La versión del registro no es válida.')
  .positive('La versión del registro no es válida.');

/** The rule of every PUT/PATCH edit, appended to its OpenAPI description. */
const EDIT_RULE =
  'Edición parcial: un campo que no se envía conserva su valor; null (o texto vacío) borra un campo opcional. ' +
  '`version` es la versión leída del registro: si alguien más lo cambió después, responde 409 RECORD_CHANGED.';

/** The rule of an edit whose body is the record's whole editable state (users: role, zone, supervisor and distributor are checked together). */
export const WHOLE_EDIT_RULE =
  'Edición completa: se envían todos los campos editables. ' +
  '`version` es la versión leída del registro: si alguien más lo cambió después, responde 409 RECORD_CHANGED.';

/** The OpenAPI description of an edit route: what it does, then the rule every edit follows. */
export function editDescription(description?: string): string {
  return description ? `${description} ${EDIT_RULE}` : EDIT_RULE;
}
