// GET /auth/me (docs/requirements.md §7): the signed-in user, kept in the session store, which the
// guard and the API client read. A sign-in is complete only once this has filled it.
import type { UserDetails } from '../../../../domain/auth.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';

export async function fetchUserDetails(): Promise<UserDetails> {
  const details = await apiGet<UserDetails>('/auth/me');
  appStore.set(userDetailsAtom, details);
  return details;
}
