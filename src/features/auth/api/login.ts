// POST /auth/ (docs/requirements.md §7): staff sign in with e-mail and password.
import type { LoginRequest, UserDetails } from '../../../../domain/auth.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { fetchUserDetails } from './fetch-user-details.ts';

export async function login(body: LoginRequest): Promise<UserDetails> {
  await apiPost<unknown>('/auth/', body);
  return fetchUserDetails();
}
