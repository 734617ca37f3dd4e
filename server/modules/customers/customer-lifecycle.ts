// A customer's life after it is recorded: a self-registration approved with a consultant, a customer
// made inactive or active again, a new client key for its farmer (the old one stops at once), and a
// registration merged into the customer it turns out to be.
import type { Kysely, Selectable } from 'kysely';
import type { CustomerListItem, CustomerStatusChange, IssuedClientKey } from '../../../domain/customers.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import { clientKeyHint, hashClientKey, newClientKey } from '../../auth/tokens.ts';
import type { ClientsTable, Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { dataScopeOf } from '../shared/scope.ts';
import { announceAssignment } from './assignment-notice.ts';
import { auditView } from './manage-customers.ts';
import { checkConsultant, checkTaxId, refuseInvalid, reportRepeatedTaxId } from './references.ts';
import { recordedClientWithTaxId } from './references-repository.ts';
import { findPossibleMatches, findScopedClientRow } from './repository.ts';
import {
  deleteClient,
  endFarmerSessions,
  hasRecords,
  lockScopedClient,
  updateClient,
} from './write-repository.ts';

async function lockedCustomer(db: Kysely<Database>, auth: StaffAuthContext, id: number) {
  const row = await lockScopedClient(db, dataScopeOf(auth), id);
  if (!row) throw new AppError('NOT_FOUND', 'El cliente no existe.');
  return row;
}

/** A PENDING customer gets an active consultant the caller reaches, the consultant's zone, and starts. */
export async function approveCustomer(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  consultantId: number,
  ip: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedCustomer(trx, auth, id);
    if (before.status !== 'PENDING')
      throw new AppError('CONFLICT', 'El cliente ya no está pendiente de aprobación.');
    const { consultant, details } = await checkConsultant(trx, dataScopeOf(auth), consultantId);
    refuseInvalid(details);
    const hiddenHolder = await checkTaxId(trx, dataScopeOf(auth), before.tax_id, id);
    const values = {
      consultant_id: consultantId,
      zone_id: consultant?.zoneId ?? before.zone_id,
      status: 'ACTIVE' as const,
    };
    await updateClient(trx, id, values);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.approve',
      entity: 'clients',
      entityId: id,
      before: auditView(before),
      after: { ...auditView(before), ...values },
      ip,
    });
    await announceAssignment(trx, auth, before, consultantId, 'APPROVED');
    if (before.tax_id) {
      const client = { id, firstName: before.first_name, lastName: before.last_name, taxId: before.tax_id };
      await reportRepeatedTaxId(trx, client, hiddenHolder);
    }
  });
}

/**
 * ACTIVE ↔ INACTIVE. An inactive customer's farmer is signed out and its key stops working; a
 * self-registration can be set aside (INACTIVE) but becomes ACTIVE only by approval.
 */
export async function changeCustomerStatus(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  { status }: CustomerStatusChange,
  ip: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await lockedCustomer(trx, auth, id);
    if (before.status === status) return;
    if (status === 'ACTIVE' && before.consultant_id === null)
      throw new AppError(
        'CONFLICT',
        'El cliente no tiene consultor: apruébalo asignándole uno para activarlo.',
      );
    await updateClient(trx, id, { status });
    if (status === 'INACTIVE') await endFarmerSessions(trx, id);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.status',
      entity: 'clients',
      entityId: id,
      before: { status: before.status },
      after: { status },
      ip,
    });
  });
}

/** A new random key for an ACTIVE customer, answered once; only its hash and hint are kept. */
export async function issueClientKey(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  ip: string,
): Promise<IssuedClientKey> {
  return db.transaction().execute(async (trx) => {
    const before = await lockedCustomer(trx, auth, id);
    if (before.status !== 'ACTIVE')
      throw new AppError('CONFLICT', 'Solo un cliente activo puede recibir una clave de acceso.');
    const clientKey = newClientKey();
    const hint = clientKeyHint(clientKey);
    await updateClient(trx, id, { client_key_hash: hashClientKey(clientKey), client_key_hint: hint });
    // Whoever signed in with the old key is out now, not when its session would have expired.
    await endFarmerSessions(trx, id);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.client-key',
      entity: 'clients',
      entityId: id,
      before: { client_key_hint: before.client_key_hint },
      after: { client_key_hint: hint },
      ip,
    });
    return { clientKey, clientKeyHint: hint };
  });
}

/** Of a registration, what fills a recorded customer's empty fields when the two are merged. */
function fillsFrom(
  target: Selectable<ClientsTable>,
  registration: Selectable<ClientsTable>,
  taxIdFree: boolean,
) {
  const samePlace = target.state_id === registration.state_id && target.municipality_id === null;
  return {
    email: target.email ?? registration.email,
    phone: target.phone ?? registration.phone,
    tax_id: target.tax_id ?? (taxIdFree ? registration.tax_id : null),
    municipality_id: samePlace ? registration.municipality_id : target.municipality_id,
    locality_id: samePlace ? registration.locality_id : target.locality_id,
    production_type_id: target.production_type_id ?? registration.production_type_id,
    hectares: target.hectares ?? registration.hectares,
  };
}

/** The recorded customers a pending registration may be (none once it is no longer pending). */
export async function possibleMatchesOf(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
): Promise<CustomerListItem[]> {
  const scope = dataScopeOf(auth);
  const registration = await findScopedClientRow(db, scope, id);
  if (!registration) throw new AppError('NOT_FOUND', 'El cliente no existe.');
  if (registration.status !== 'PENDING') return [];
  return findPossibleMatches(db, scope, registration);
}

/**
 * A self-registration waiting for approval is the farmer of a customer already recorded: the
 * customer keeps everything it has and gains what it lacked (e-mail, RFC, place, production,
 * hectares); the registration is deleted. Both must be inside the caller's scope.
 */
export async function mergeRegistration(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  intoId: number,
  ip: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const scope = dataScopeOf(auth);
    const registration = await lockedCustomer(trx, auth, id);
    if (registration.status !== 'PENDING')
      throw new AppError('CONFLICT', 'Solo un registro pendiente de aprobación se puede fusionar.');
    const target = intoId === id ? undefined : await lockScopedClient(trx, scope, intoId);
    if (!target || target.status === 'PENDING') {
      const message = 'Elige un cliente ya registrado a tu alcance.';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'intoId', message }]);
    }
    if (await hasRecords(trx, id))
      throw new AppError('CONFLICT', 'El registro ya tiene ventas o DKbonos: no se puede fusionar.');
    const taxId = registration.tax_id;
    const taxIdFree = taxId === null || !(await recordedClientWithTaxId(trx, taxId, target.id));
    const values = fillsFrom(target, registration, taxIdFree);
    await updateClient(trx, target.id, values);
    await deleteClient(trx, id);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.merge',
      entity: 'clients',
      entityId: target.id,
      before: auditView(target),
      after: { ...auditView(target), ...values, merged_registration_id: id },
      ip,
    });
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.merged-into',
      entity: 'clients',
      entityId: id,
      before: auditView(registration),
      after: { merged_into: target.id },
      ip,
    });
  });
}
