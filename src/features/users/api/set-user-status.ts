// PUT /users/{id}/status: enables or disables an approved account (disabling ends its sessions).
import type { UserDetail, UserStatusChange } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function setUserStatus(id: number, body: UserStatusChange): Promise<UserDetail> {
  return apiPut<UserDetail>(`/users/${id}/status`, body);
}
