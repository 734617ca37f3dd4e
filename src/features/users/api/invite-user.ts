// POST /users: creates the account and mails the person a link to choose its password.
import type { InviteUserInput, UserDetail } from '../../../../domain/users-schemas.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function inviteUser(body: InviteUserInput): Promise<UserDetail> {
  return apiPost<UserDetail>('/users', body);
}
