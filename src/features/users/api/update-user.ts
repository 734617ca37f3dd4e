// PUT /users/{id}: names, phone and assignment (the whole editable state).
import type { UpdateUserInput, UserDetail } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateUser(id: number, body: UpdateUserInput): Promise<UserDetail> {
  return apiPut<UserDetail>(`/users/${id}`, body);
}
