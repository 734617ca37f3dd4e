// Deciding on a pending account (PUT /users/{id}/approve and /reject). Approving gives it a role and
// a place and mails the person; one without a password (a Microsoft sign-in) also gets a link to
// choose one. A rejected account can still be approved later, should the rejection be a mistake.
import type { Kysely } from 'kysely';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import type { ApproveUserInput, UserDetail } from '../../../domain/users-schemas.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import type { ResetDependencies } from '../../auth/password-reset.ts';
import { destroyUserSessions } from '../../auth/repository.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { approvalMail } from './account-mail.ts';
import { assignmentColumns, checkAssignment } from './assignment.ts';
import { issueInviteLink } from './invite-user.ts';
import { lockManagedUser, updateUserRow } from './repository.ts';
import { findUserDetail } from './list-repository.ts';

const missing = () => new AppError('NOT_FOUND', 'El usuario no existe.');

export async function approveUser(
  deps: ResetDependencies,
  auth: StaffAuthContext,
  id: number,
  input: ApproveUserInput,
  ip: string,
): Promise<UserDetail> {
  const { detail, mail } = await deps.db.transaction().execute(async (trx) => {
    const user = await lockManagedUser(trx, auth, id);
    if (!user) throw missing();
    if (user.status !== 'PENDING' && user.status !== 'REJECTED')
      throw new AppError('CONFLICT', 'La cuenta ya fue aprobada.');
    await checkAssignment(trx, auth, input);
    const after = { status: 'ACTIVE' as const, ...assignmentColumns(input) };
    await updateUserRow(trx, id, after);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'users.approve',
      entity: 'users',
      entityId: id,
      before: { status: user.status, role: user.role, zone_id: user.zone_id },
      after,
      ip,
    });
    const link = user.password_hash === null ? await issueInviteLink(trx, deps.publicUrl, id) : null;
    const approved = await findUserDetail(trx, auth, id);
    if (!approved) throw new Error(`User ${id} was approved but cannot be read back`);
    return {
      detail: approved,
      mail: approvalMail(user.email, user.first_name, ROLE_LABELS[input.role], link),
    };
  });
  // The approval stands even if the mail fails: Microsoft sign-in works, and "¿Olvidaste tu contraseña?" mails a new link.
  await deps.mailer
    .send(mail)
    .catch((error: unknown) => deps.log.error({ err: error }, 'approval mail failed'));
  return detail;
}

export async function rejectUser(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  ip: string,
): Promise<UserDetail> {
  return db.transaction().execute(async (trx) => {
    const user = await lockManagedUser(trx, auth, id);
    if (!user) throw missing();
    if (user.status !== 'PENDING')
      throw new AppError('CONFLICT', 'Solo se puede rechazar una cuenta pendiente de aprobación.');
    await updateUserRow(trx, id, { status: 'REJECTED' });
    await destroyUserSessions(trx, id);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'users.reject',
      entity: 'users',
      entityId: id,
      before: { status: user.status },
      after: { status: 'REJECTED' },
      ip,
    });
    const rejected = await findUserDetail(trx, auth, id);
    if (!rejected) throw new Error(`User ${id} was rejected but cannot be read back`);
    return rejected;
  });
}
