// GET /auth/me (docs/requirements.md §7): the signed-in user, kept in the session store, which the
// guard and the API client read. A sign-in is complete only once this has filled it. The guard asks
// again every few navigations; an answer that says what the store already holds leaves the stored
// object in place, so the top bar, the banner and an open record do not render again for nothing.
import type { UserDetails } from '../../../../domain/auth.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { appStore, userDetailsAtom } from '../../../lib/session.ts';
import { SESSION_URL } from './urls.ts';

export async function fetchUserDetails(): Promise<UserDetails> {
  const details = await apiGet<UserDetails>(SESSION_URL);
  const stored = appStore.get(userDetailsAtom);
  if (stored && JSON.stringify(stored) === JSON.stringify(details)) return stored;
  appStore.set(userDetailsAtom, details);
  return details;
}
