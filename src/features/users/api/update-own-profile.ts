// PUT /users/me: one's own names and phone.
import type { UpdateOwnProfileInput, UserDetail } from '../../../../domain/users-schemas.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateOwnProfile(body: UpdateOwnProfileInput): Promise<UserDetail> {
  return apiPut<UserDetail>('/users/me', body);
}
