// POST /auth/client (docs/requirements.md §7): a farmer signs in with a client key.
import type { ClientLoginRequest, UserDetails } from '../../../../domain/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { fetchUserDetails } from './fetch-user-details.ts';

export async function clientLogin(body: ClientLoginRequest): Promise<UserDetails> {
  await apiPost<unknown>('/auth/client', body);
  return fetchUserDetails();
}
