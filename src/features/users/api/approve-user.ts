// PUT /users/{id}/approve: gives a pending account its role and place.
import type { ApproveUserInput, UserDetail } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function approveUser(id: number, body: ApproveUserInput): Promise<UserDetail> {
  return apiPut<UserDetail>(`/users/${id}/approve`, body);
}
