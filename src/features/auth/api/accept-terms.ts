// POST /users/accept-tos: the consultant accepts the terms in effect; the session learns it at once.
import { apiPost } from '../../../lib/api-client.ts';
import { fetchUserDetails } from './fetch-user-details.ts';

export async function acceptTerms(): Promise<void> {
  await apiPost<unknown>('/users/accept-tos', {});
  await fetchUserDetails();
}
