// Staff create and edit customers (docs/design.md §6): Admin any, Coordinator its zone, Consultant its own.
// A consultant always owns what it records; Admin and Coordinator choose an active consultant they
// reach. The customer's zone follows its consultant's zone (the coordinator of the consultant sees
// it), and the zone of its state while it has no consultant or the consultant has no zone.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CustomerInput, CustomerUpdate } from '../../../domain/customers.ts';
import { can } from '../../../domain/policy.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { ClientsTable, Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assertCurrentVersion } from '../shared/record-version.ts';
import { dataScopeOf } from '../shared/scope.ts';
import { announceAssignment, announceReassignment } from './assignment-notice.ts';
import { checkConsultant, checkPlace, checkTaxId, refuseInvalid, reportRepeatedTaxId } from './references.ts';
import { consultantZone } from './references-repository.ts';
import { customerFormColumns, insertClient, lockScopedClient, updateClient } from './write-repository.ts';

const CONSULTANT_REQUIRED = 'Elige un consultor.';

/** The stored value of a field an edit left out; a sent null clears it. */
function keptOr<T>(sent: T | null | undefined, stored: T | null): T | undefined {
  return (sent === undefined ? stored : sent) ?? undefined;
}

/** The customer an edit leaves: what it sent over what is stored (domain/record-edits.ts). */
function editedCustomer(before: Selectable<ClientsTable>, input: CustomerUpdate): CustomerInput {
  return {
    firstName: input.firstName ?? before.first_name,
    lastName: input.lastName ?? before.last_name,
    email: keptOr(input.email, before.email),
    phone: input.phone ?? before.phone ?? '',
    taxId: keptOr(input.taxId, before.tax_id),
    stateId: input.stateId ?? before.state_id ?? 0,
    municipalityId: keptOr(input.municipalityId, before.municipality_id),
    localityId: keptOr(input.localityId, before.locality_id),
    hectares: keptOr(input.hectares, before.hectares === null ? null : Number(before.hectares)),
    productionTypeId: keptOr(input.productionTypeId, before.production_type_id),
    consultantId: input.consultantId,
  };
}

/** What the audit log keeps of a customer: every field but the key's hash. */
export function auditView(row: Selectable<ClientsTable>) {
  // The folded name is the database's copy of the names (migration 021), not a field of the record.
  const { client_key_hash: keyHash, search_name: _searchName, ...fields } = row;
  return { ...fields, has_client_key: keyHash !== null };
}

/**
 * Runs a change's statements in one transaction: its own by default, or the caller's (an
 * Idempotency-Key's, which stores the answer in the same transaction).
 */
export type InTransaction = <T>(action: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

const ownTransaction =
  (db: Kysely<Database>): InTransaction =>
  (action) =>
    db.transaction().execute(action);

export async function createCustomer(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  input: CustomerInput,
  ip: string,
  inTransaction: InTransaction = ownTransaction(db),
): Promise<number> {
  const scope = dataScopeOf(auth);
  const consultantId = can(auth.role, 'chooseCustomerConsultant') ? input.consultantId : auth.userId;
  const place = await checkPlace(db, input);
  const details = [...place.details];
  let consultantZoneId: number | null = null;
  if (consultantId === undefined) {
    details.push({ path: 'consultantId', message: CONSULTANT_REQUIRED });
  } else {
    const checked = await checkConsultant(db, scope, consultantId);
    details.push(...checked.details);
    consultantZoneId = checked.consultant?.zoneId ?? null;
  }
  refuseInvalid(details);
  const hiddenHolder = await checkTaxId(db, scope, input.taxId, null);
  return inTransaction(async (trx) => {
    const values = {
      ...customerFormColumns(input),
      zone_id: consultantZoneId ?? place.stateZoneId,
      consultant_id: consultantId ?? null,
      status: 'ACTIVE' as const,
      client_key_hash: null,
      client_key_hint: null,
      self_registered: false,
    };
    const id = await insertClient(trx, values);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.create',
      entity: 'clients',
      entityId: id,
      after: { id, ...values },
      ip,
    });
    if (consultantId !== undefined)
      await announceAssignment(trx, auth, { id, ...values }, consultantId, 'CREATED');
    if (input.taxId) await reportRepeatedTaxId(trx, { id, ...input, taxId: input.taxId }, hiddenHolder);
    return id;
  });
}

/**
 * An edit of the form's fields, from the version the editor read; a field left out keeps its value.
 * The consultant changes only by Admin or Coordinator, and not while the customer waits for
 * approval (approving assigns it); an omitted consultant is kept.
 */
export async function updateCustomer(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  update: CustomerUpdate,
  ip: string,
  inTransaction: InTransaction = ownTransaction(db),
): Promise<void> {
  const scope = dataScopeOf(auth);
  await inTransaction(async (trx) => {
    const before = await lockScopedClient(trx, scope, id);
    if (!before) throw new AppError('NOT_FOUND', 'El cliente no existe.');
    assertCurrentVersion(before, update.version);
    const input = editedCustomer(before, update);
    const canReassign = can(auth.role, 'chooseCustomerConsultant') && before.status !== 'PENDING';
    const consultantId = canReassign ? (input.consultantId ?? before.consultant_id) : before.consultant_id;
    const place = await checkPlace(trx, input);
    const details = [...place.details];
    if (consultantId !== null && consultantId !== before.consultant_id)
      details.push(...(await checkConsultant(trx, scope, consultantId)).details);
    refuseInvalid(details);
    // Only an RFC being given is checked: keeping the one it has never fails an edit.
    const newTaxId = input.taxId && input.taxId !== before.tax_id ? input.taxId : null;
    const hiddenHolder = await checkTaxId(trx, scope, newTaxId, id);
    const ownerZone = consultantId === null ? null : await consultantZone(trx, consultantId);
    const values = {
      ...customerFormColumns(input),
      consultant_id: consultantId,
      zone_id: ownerZone ?? place.stateZoneId,
    };
    await updateClient(trx, id, values);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'clients.update',
      entity: 'clients',
      entityId: id,
      before: auditView(before),
      after: { ...auditView(before), ...values, version: before.version + 1 },
      ip,
    });
    if (consultantId !== null)
      await announceReassignment(trx, auth, { id, ...values }, before.consultant_id, consultantId);
    if (newTaxId) await reportRepeatedTaxId(trx, { id, ...input, taxId: newTaxId }, hiddenHolder);
  });
}
