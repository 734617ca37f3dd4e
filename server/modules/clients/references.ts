// What a customer points at must exist and fit together: the municipality in the state, the locality
// in the municipality, a known production type, a consultant the caller may assign, an RFC no other
// customer holds. Each check answers the Spanish message of the field it is about.
import type { Kysely } from 'kysely';
import type { CustomerRegistration } from '../../../domain/customers.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { DataScope } from '../scope.ts';
import {
  clientWithTaxId,
  findConsultantInScope,
  findStateZone,
  localityBelongsToMunicipality,
  municipalityBelongsToState,
  productionTypeExists,
} from './references-repository.ts';

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

export const CONSULTANT_OUT_OF_SCOPE: Record<DataScope['kind'], string> = {
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

/**
 * One customer per RFC among those staff record, whoever owns the other one: two consultants must
 * not both claim a farmer. Only the RFC is named, never the other customer or its owner.
 */
export async function refuseDuplicateTaxId(
  db: Kysely<Database>,
  taxId: string | undefined,
  exceptId: number | null,
): Promise<void> {
  if (!taxId) return;
  if (!(await clientWithTaxId(db, taxId, exceptId))) return;
  const message = `Ya existe un cliente registrado con el RFC ${taxId}.`;
  throw new AppError('CONFLICT', message, [{ path: 'taxId', message }]);
}
