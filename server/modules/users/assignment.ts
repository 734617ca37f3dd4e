// The checks of a role assignment (invite, approve, edit) that need the caller or the database:
// the caller's power over the role and zone, and that zone, supervisor and distributor exist and fit.
// Every refusal is a 400 with the field it belongs to, so the form shows it in place.
import type { Transaction } from 'kysely';
import type { ErrorDetail } from '../../../domain/errors.ts';
import { can } from '../../../domain/policy.ts';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import { assignableRoles } from '../../../domain/users.ts';
import type { ApproveUserInput } from '../../../domain/users-schemas.ts';
import type { AuthContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { findActiveSupervisor, isActiveDistributor, zoneExists } from './repository.ts';

export type Assignment = ApproveUserInput;

export async function checkAssignment(
  trx: Transaction<Database>,
  auth: Pick<AuthContext, 'role' | 'zoneId'>,
  assignment: Assignment,
): Promise<void> {
  const details: ErrorDetail[] = [];
  const { role, zoneId, supervisorId, distributorId } = assignment;
  if (!assignableRoles(auth.role).includes(role))
    details.push({ path: 'role', message: `No puedes asignar el rol ${ROLE_LABELS[role]}.` });
  if (zoneId !== undefined) {
    if (!can(auth.role, 'workAcrossZones') && zoneId !== auth.zoneId)
      details.push({ path: 'zoneId', message: 'Solo puedes asignar tu propia zona.' });
    else if (!(await zoneExists(trx, zoneId)))
      details.push({ path: 'zoneId', message: 'La zona elegida no existe.' });
  }
  if (supervisorId !== undefined) {
    const supervisor = await findActiveSupervisor(trx, supervisorId);
    if (!supervisor || supervisor.zone_id !== zoneId)
      details.push({
        path: 'supervisorId',
        message: 'El supervisor debe ser un supervisor activo de la misma zona.',
      });
  }
  if (distributorId !== undefined && !(await isActiveDistributor(trx, distributorId)))
    details.push({ path: 'distributorId', message: 'Elige un distribuidor activo.' });
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', undefined, details);
}

/** The columns an assignment sets: an Admin has no zone, only consultants have supervisor and distributor. */
export function assignmentColumns(assignment: Assignment) {
  return {
    role: assignment.role,
    zone_id: assignment.zoneId ?? null,
    supervisor_id: assignment.supervisorId ?? null,
    distributor_id: assignment.distributorId ?? null,
  };
}
