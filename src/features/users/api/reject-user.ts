// PUT /users/{id}/reject: refuses a pending account.
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function rejectUser(id: number): Promise<UserDetail> {
  return apiPut<UserDetail>(`/users/${id}/reject`);
}
