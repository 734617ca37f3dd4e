// GET /users/{id}: one account; 404 when missing or outside the caller's scope.
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getUser(id: number): Promise<UserDetail> {
  return apiGet<UserDetail>(`/users/${id}`);
}
