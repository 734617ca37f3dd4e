// Inviting a staff member (POST /users): the account is created ACTIVE with the role the inviter
// chose but no password; the mailed link (an INVITE token, like a reset link) lets it choose one.
// The mail goes out inside the transaction: if it cannot be sent, nobody is created.
import type { Transaction } from 'kysely';
import { ROLE_LABELS } from '../../../domain/roles.ts';
import type { InviteUserInput, UserDetail } from '../../../domain/users-schemas.ts';
import type { ResetDependencies } from '../../auth/password-reset.ts';
import { newPasswordLink } from '../../auth/reset-mail.ts';
import { replaceResetToken } from '../../auth/repository.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { INVITE_TOKEN_TTL_DAYS, invitationMail } from './account-mail.ts';
import { assignmentColumns, checkAssignment } from './assignment.ts';
import { insertUser, isEmailTaken } from './repository.ts';
import { findUserDetail } from './list-repository.ts';

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', undefined, [
    { path: 'email', message: 'Ya existe una cuenta con ese correo electrónico.' },
  ]);

/** Stores a new single-use link to choose a password (voiding older invitations) and returns it. */
export async function issueInviteLink(
  trx: Transaction<Database>,
  publicUrl: string,
  userId: number,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + INVITE_TOKEN_TTL_DAYS * 86_400_000);
  await replaceResetToken(trx, userId, sha256(token), expiresAt, 'INVITE');
  return newPasswordLink(publicUrl, token);
}

/** PostgreSQL's unique_violation: two invitations of the same address raced past the check. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

export async function inviteUser(
  deps: ResetDependencies,
  auth: StaffAuthContext,
  input: InviteUserInput,
  ip: string,
): Promise<UserDetail> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await checkAssignment(trx, auth, input);
      if (await isEmailTaken(trx, input.email)) throw emailTaken();
      const after = {
        email: input.email,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone || null,
        status: 'ACTIVE' as const,
        ...assignmentColumns(input),
      };
      const id = await insertUser(trx, { ...after, password_hash: null });
      await writeAudit(trx, {
        actorUserId: auth.userId,
        action: 'users.invite',
        entity: 'users',
        entityId: id,
        after,
        ip,
      });
      const link = await issueInviteLink(trx, deps.publicUrl, id);
      const detail = await findUserDetail(trx, auth, id);
      if (!detail) throw new Error(`User ${id} was invited but cannot be read back`);
      await deps.mailer
        .send(invitationMail(input.email, input.firstName, link, ROLE_LABELS[input.role]))
        .catch((error: unknown) => {
          deps.log.error({ err: error }, 'invitation mail failed');
          throw new AppError(
            'SERVICE_UNAVAILABLE',
            'No se pudo enviar el correo de invitación. Intenta de nuevo más tarde.',
          );
        });
      return detail;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
