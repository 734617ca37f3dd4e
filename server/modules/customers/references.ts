// What a customer points at must exist and fit together: the municipality in the state, the locality
// in the municipality, a known production type, a consultant the caller may assign, an RFC no other
// customer holds. Each check answers the Spanish message of the field it is about.
import type { Kysely } from 'kysely';
import { customerLabel, type CustomerRegistration } from '../../../domain/customers.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { notify } from '../notifications/notify.ts';
import type { DataScope } from '../shared/scope.ts';
import {
  findConsultantInScope,
  findStateZone,
  localityBelongsToMunicipality,
  municipalityBelongsToState,
  productionTypeExists,
  recordedClientWithTaxId,
} from './references-repository.ts';
import { scopedClients } from './repository.ts';

/** The place and production type of a customer; answers the zone of its state. */
export async function checkPlace(
  db: Kysely<Database>,
  input: CustomerRegistration,
): Promise<{ details: ErrorDetail[]; stateZoneId: number | null }> {
  const details: ErrorDetail[] = [];
  const state = await findStateZone(db, input.stateId);
  if (!state) details.push({ path: 'stateId', message: 'Elige un estado.' });
  if (
    input.municipalityId !== undefined &&
    !(await municipalityBelongsToState(db, input.municipalityId, input.stateId))
  )
    details.push({ path: 'municipalityId', message: 'Elige un municipio del estado.' });
  if (input.localityId !== undefined) {
    const isInMunicipality =
      input.municipalityId !== undefined &&
      (await localityBelongsToMunicipality(db, input.localityId, input.municipalityId));
    if (!isInMunicipality)
      details.push({ path: 'localityId', message: 'Elige una localidad del municipio.' });
  }
  if (input.productionTypeId !== undefined && !(await productionTypeExists(db, input.productionTypeId)))
    details.push({ path: 'productionTypeId', message: 'Elige un tipo de producción.' });
  return { details, stateZoneId: state?.zone_id ?? null };
}

const CONSULTANT_OUT_OF_SCOPE: Record<DataScope['kind'], string> = {
  all: 'Elige un consultor activo.',
  zone: 'Elige un consultor activo de tu zona.',
  team: 'Elige un consultor activo de tu equipo.',
  own: 'Elige un consultor activo.',
  none: 'Elige un consultor activo.',
};

/** An active consultant inside the caller's scope, or the field message when it is not one. */
export async function checkConsultant(db: Kysely<Database>, scope: DataScope, consultantId: number) {
  const consultant = await findConsultantInScope(db, scope, consultantId);
  if (consultant) return { consultant: { id: consultant.id, zoneId: consultant.zone_id }, details: [] };
  const details: ErrorDetail[] = [{ path: 'consultantId', message: CONSULTANT_OUT_OF_SCOPE[scope.kind] }];
  return { consultant: null, details };
}

export function refuseInvalid(details: ErrorDetail[]): void {
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
}

/** A recorded customer that already holds the RFC being given, outside the caller's scope. */
export interface HiddenTaxIdHolder {
  id: number;
  name: string;
}

/**
 * One recorded customer per RFC, whoever owns it: two consultants must not both claim a farmer. A
 * holder the caller may see is named in a 409 on `taxId`. A holder outside the caller's scope is
 * never revealed, not even by a refusal: it is answered back so that the change goes ahead and the
 * admins, who see both customers, hear of the repeated RFC (reportRepeatedTaxId). Registrations not
 * yet approved hold no RFC (recordedClientWithTaxId), so a stranger's registration never blocks a
 * real customer.
 */
export async function checkTaxId(
  db: Kysely<Database>,
  scope: DataScope,
  taxId: string | null | undefined,
  exceptId: number | null,
): Promise<HiddenTaxIdHolder | null> {
  if (!taxId) return null;
  const holder = await recordedClientWithTaxId(db, taxId, exceptId);
  if (!holder) return null;
  const name = customerLabel({ firstName: holder.first_name, lastName: holder.last_name });
  const isVisible = await scopedClients(db, scope)
    .select('c.id')
    .where('c.id', '=', holder.id)
    .executeTakeFirst();
  if (!isVisible) return { id: holder.id, name };
  const message = `El RFC ${taxId} ya es del cliente ${name}.`;
  throw new AppError('CONFLICT', message, [{ path: 'taxId', message }]);
}

/** Tells the admins that a customer was given the RFC of one the caller could not see. */
export async function reportRepeatedTaxId(
  db: Kysely<Database>,
  client: { id: number; firstName: string; lastName: string; taxId: string },
  holder: HiddenTaxIdHolder | null,
): Promise<void> {
  if (!holder) return;
  await notify(db, {
    kind: 'CLIENT_TAX_ID_REPEATED',
    clientId: client.id,
    name: customerLabel(client),
    taxId: client.taxId,
    holderId: holder.id,
    holderName: holder.name,
  });
}
