// Enabling and disabling an approved account (PUT /users/{id}/status). Disabling ends every session
// of the person at once; nobody changes the status of its own account.
import type { Kysely } from 'kysely';
import type { UserDetail, UserStatusChange } from '../../../domain/users-schemas.ts';
import type { StaffAuthContext } from '../../auth/current.ts';
import { destroyUserSessions } from '../../auth/repository.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { writeAudit } from '../shared/audit.ts';
import { lockManagedUser, updateUserRow } from './repository.ts';
import { findUserDetail } from './list-repository.ts';

export async function setUserStatus(
  db: Kysely<Database>,
  auth: StaffAuthContext,
  id: number,
  { status }: UserStatusChange,
  ip: string,
): Promise<UserDetail> {
  if (id === auth.userId) throw new AppError('CONFLICT', 'No puedes cambiar el estado de tu propia cuenta.');
  return db.transaction().execute(async (trx) => {
    const user = await lockManagedUser(trx, auth, id);
    if (!user) throw new AppError('NOT_FOUND', 'El usuario no existe.');
    if (user.status !== 'ACTIVE' && user.status !== 'DISABLED')
      throw new AppError('CONFLICT', 'Una cuenta pendiente o rechazada se aprueba, no se habilita.');
    if (user.status !== status) {
      await updateUserRow(trx, id, { status });
      if (status === 'DISABLED') await destroyUserSessions(trx, id);
      await writeAudit(trx, {
        actorUserId: auth.userId,
        action: status === 'DISABLED' ? 'users.disable' : 'users.enable',
        entity: 'users',
        entityId: id,
        before: { status: user.status },
        after: { status },
        ip,
      });
    }
    const changed = await findUserDetail(trx, auth, id);
    if (!changed) throw new Error(`User ${id} changed status but cannot be read back`);
    return changed;
  });
}
