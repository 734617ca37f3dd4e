// A customer's life after it is recorded: a self-registration approved with a consultant, a customer
// made inactive or active again, and a new client key for its farmer (the old one stops at once).
import type { Kysely } from 'kysely';
import type { CustomerStatusChange, IssuedClientKey } from '../../../domain/customers.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import { clientKeyHint, hashClientKey, newClientKey } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../audit.ts';
import { dataScopeOf } from '../scope.ts';
import { announceAssignment } from './assignment-notice.ts';
import { auditView } from './manage-customers.ts';
import { checkConsultant, refuseDuplicateTaxId, refuseInvalid } from './references.ts';
import { endFarmerSessions, lockScopedClient, updateClient } from './write-repository.ts';

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
    await refuseDuplicateTaxId(trx, before.tax_id ?? undefined, id);
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
