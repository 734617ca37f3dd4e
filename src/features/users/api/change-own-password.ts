// PUT /users/me/password: needs the current password; ends the person's other sessions.
import type { ChangePasswordInput } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export async function changeOwnPassword(body: ChangePasswordInput): Promise<void> {
  await apiPut<{ ok: true }>('/users/me/password', body);
}
