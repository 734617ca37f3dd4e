// Customer self-registration (public): a PENDING customer with no owner, placed in the zone of its
// state, waiting for staff to approve it. Owner, status and key are never taken from the caller.
import type { Kysely } from 'kysely';
import type { CustomerRegistration } from '../../../domain/customers.ts';
import type { ErrorDetail } from '../../../domain/errors.ts';
import { ipSubject, recordAttempts } from '../../auth/attempts-repository.ts';
import { REGISTRATION_LIMITS } from '../../auth/limits.ts';
import { assertNotThrottled } from '../../auth/throttle.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../audit.ts';
import {
  findStateZone,
  insertClient,
  localityBelongsToMunicipality,
  municipalityBelongsToState,
  productionTypeExists,
} from './repository.ts';

async function checkReferences(db: Kysely<Database>, input: CustomerRegistration) {
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
  if (details.length > 0 || !state) throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
  return { zoneId: state.zone_id };
}

export async function registerCustomer(
  db: Kysely<Database>,
  input: CustomerRegistration,
  ip: string,
): Promise<{ id: number; status: 'PENDING' }> {
  const byIp = ipSubject(ip);
  await assertNotThrottled(db, 'registration', [{ subject: byIp, limit: REGISTRATION_LIMITS.perIp }], {
    failuresSinceSuccess: false,
  });
  const { zoneId } = await checkReferences(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const clientId = await insertClient(trx, {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email || null,
      phone: input.phone,
      tax_id: input.taxId || null,
      state_id: input.stateId,
      municipality_id: input.municipalityId ?? null,
      locality_id: input.localityId ?? null,
      zone_id: zoneId,
      consultant_id: null,
      production_type_id: input.productionTypeId ?? null,
      hectares: input.hectares ?? null,
      status: 'PENDING',
      client_key_hash: null,
      client_key_hint: null,
      self_registered: true,
    });
    await writeAudit(trx, {
      actorClientId: clientId,
      action: 'clients.self-register',
      entity: 'clients',
      entityId: clientId,
      after: { ...input, status: 'PENDING' },
      ip,
    });
    await recordAttempts(trx, 'registration', [byIp], true);
    return clientId;
  });
  return { id, status: 'PENDING' };
}
