// What every staff member may change of its own account: names and phone (PUT /users/me; a phone left
// out is kept, and the account's version moves as for any edit) and the password
// (PUT /users/me/password), which needs the current one. Wrong current passwords are throttled like
// sign-ins; a new password ends the person's other sessions and unused reset links.
import type { Kysely } from 'kysely';
import type {
  ChangePasswordInput,
  UpdateOwnProfileInput,
  UserDetail,
} from '../../../domain/users-schemas.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import { CURRENT_PASSWORD_LIMIT } from '../../auth/limits.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { setPassword } from '../../auth/repository.ts';
import { claimAttempt } from '../../auth/throttle.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { destroyOtherSessions, findPasswordHash, lockOwnUser, updateUserRow } from './repository.ts';
import { findUserDetail } from './list-repository.ts';

export async function updateOwnProfile(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  input: UpdateOwnProfileInput,
  ip: string,
): Promise<UserDetail> {
  return db.transaction().execute(async (trx) => {
    const user = await lockOwnUser(trx, auth.userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    // A phone left out is kept, '' clears it (docs/decisions.md "Edits that lose nothing"); the
    // version moves, so an admin's form read before this edit cannot save over it unseen.
    const after = {
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone === undefined ? user.phone : input.phone || null,
    };
    await updateUserRow(trx, auth.userId, after);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'users.update-profile',
      entity: 'users',
      entityId: auth.userId,
      before: { first_name: user.first_name, last_name: user.last_name, phone: user.phone },
      after,
      ip,
    });
    const updated = await findUserDetail(trx, auth, auth.userId);
    if (!updated) throw new Error(`User ${auth.userId} cannot read its own account`);
    return updated;
  });
}

export async function changeOwnPassword(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  input: ChangePasswordInput,
  ip: string,
): Promise<void> {
  // Its own subject: guessing through a stolen session must not lock the person out of signing in.
  const subject = `user:${auth.userId}`;
  const attempt = await claimAttempt(db, 'password', [{ subject, limit: CURRENT_PASSWORD_LIMIT }]);
  if (!(await verifyPassword(input.currentPassword, await findPasswordHash(db, auth.userId)))) {
    throw new AppError('VALIDATION_FAILED', 'La contraseña actual no es correcta.', [
      { path: 'currentPassword', message: 'La contraseña actual no es correcta.' },
    ]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await attempt.succeeded(trx, [subject]);
    await setPassword(trx, auth.userId, passwordHash);
    await destroyOtherSessions(trx, auth.userId, auth.sessionHash);
    await writeAudit(trx, {
      actorUserId: auth.userId,
      action: 'users.password-change',
      entity: 'users',
      entityId: auth.userId,
      ip,
    });
  });
}
