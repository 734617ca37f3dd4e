// Editing an account (PUT /users/{id}): names, phone and the assignment, within the caller's power.
// One's own account keeps its role, zone, supervisor and distributor (nobody raises itself), and a
// change that would strand others is refused: a supervisor with consultants keeps its role and zone,
// a consultant with customers keeps its role, until they are reassigned.
import { assertCurrentVersion } from '../shared/record-version.ts';
import type { Kysely, Transaction } from 'kysely';
import type { ErrorDetail } from '../../../domain/errors.ts';
import type { UpdateUserInput, UserDetail } from '../../../domain/users-schemas.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { assignmentColumns, checkAssignment } from './assignment.ts';
import {
  countConsultantsOf,
  countCustomersOf,
  lockManagedUser,
  lockOwnUser,
  updateUserRow,
  type ManagedUser,
} from './repository.ts';
import { findUserDetail } from './list-repository.ts';

const OWN_FIELDS: Array<{ path: keyof UpdateUserInput; column: keyof ManagedUser; message: string }> = [
  { path: 'role', column: 'role', message: 'No puedes cambiar tu propio rol.' },
  { path: 'zoneId', column: 'zone_id', message: 'No puedes cambiar tu propia zona.' },
  { path: 'supervisorId', column: 'supervisor_id', message: 'No puedes cambiar tu propio supervisor.' },
  { path: 'distributorId', column: 'distributor_id', message: 'No puedes cambiar tu propio distribuidor.' },
];

function refuseOwnAssignmentChanges(user: ManagedUser, input: UpdateUserInput): void {
  const details: ErrorDetail[] = OWN_FIELDS.filter(
    ({ path, column }) => (input[path] ?? null) !== user[column],
  ).map(({ path, message }) => ({ path, message }));
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', details[0]?.message, details);
}

async function refuseStrandingChanges(
  trx: Transaction<Database>,
  user: ManagedUser,
  input: UpdateUserInput,
): Promise<void> {
  if (user.role === 'SUPERVISOR' && (input.role !== 'SUPERVISOR' || input.zoneId !== user.zone_id)) {
    const consultants = await countConsultantsOf(trx, user.id);
    if (consultants > 0)
      throw new AppError(
        'CONFLICT',
        `Tiene ${consultants} ${consultants === 1 ? 'consultor asignado' : 'consultores asignados'}: reasígnalos antes de cambiarle el rol o la zona.`,
      );
  }
  if (user.role === 'CONSULTANT' && input.role !== 'CONSULTANT') {
    const customers = await countCustomersOf(trx, user.id);
    if (customers > 0)
      throw new AppError(
        'CONFLICT',
        `Tiene ${customers} ${customers === 1 ? 'cliente asignado' : 'clientes asignados'}: reasígnalos antes de cambiarle el rol.`,
      );
  }
}

export async function updateUser(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  input: UpdateUserInput,
  ip: string,
): Promise<UserDetail> {
  return db.transaction().execute(async (trx) => {
    const isSelf = id === auth.userId;
    const user = isSelf ? await lockOwnUser(trx, id) : await lockManagedUser(trx, auth, id);
    if (!user) throw new AppError('NOT_FOUND', 'El usuario no existe.');
    if (user.role === null)
      throw new AppError('CONFLICT', 'La cuenta está pendiente: apruébala para asignarle un rol.');
    if (input.version !== undefined) assertCurrentVersion(user, input.version);
    if (isSelf) refuseOwnAssignmentChanges(user, input);
    else {
      await checkAssignment(trx, auth, input);
      await refuseStrandingChanges(trx, user, input);
    }
    const after = {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone || null,
      ...assignmentColumns(input),
    };
    await updateUserRow(trx, id, after);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'users.update',
      entity: 'users',
      entityId: id,
      before: {
        first_name: user.first_name,
        last_name: user.last_name,
        phone: user.phone,
        role: user.role,
        zone_id: user.zone_id,
        supervisor_id: user.supervisor_id,
        distributor_id: user.distributor_id,
      },
      after,
      ip,
    });
    const updated = await findUserDetail(trx, auth, id);
    if (!updated) throw new Error(`User ${id} was updated but cannot be read back`);
    return updated;
  });
}
