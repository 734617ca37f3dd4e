// docs/requirements.md §2's navigation guard, as it applies to the one page of this entry (/simulator, open to
// every role): not signed in → the farmer sign-in with /simulator as objective; the session is
// checked again with GET /auth/me; a consultant without the current terms goes to accept them.
// Unlike the dashboard, only a 401 ends the session here: a farmer without signal keeps using the
// simulator with the details stored on the phone.
import type { UserDetails } from '../../../../domain/auth.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import type { Role } from '../../../../domain/roles.ts';
import { SESSION_INVALID_MESSAGE } from '../../../lib/session-end.ts';
import { HttpError } from './http.ts';

export const SIMULATOR_PATH = ROUTES.simulator.path;

/** The farmer sign-in that comes back to `target` (the simulator, with a Dkbono's link when there is one). */
function farmerLoginPath(target: string): string {
  return `/login/farmer?objective=${encodeURIComponent(target)}`;
}
const STAFF_LOGIN_PATH = '/login';

export type EntryDecision =
  | { kind: 'sign-in'; to: string }
  | { kind: 'accept-terms'; to: string }
  | { kind: 'session-ended'; message: string; to: string }
  | { kind: 'allow'; user: UserDetails; role: Role; offline: boolean };

function roleOf(user: Pick<UserDetails, 'role' | 'clientKey'>): Role {
  return user.clientKey ? 'FARMER' : user.role;
}

/** Where to sign in again: farmers with their client key, staff with their account. */
export function signInPathFor(
  user: Pick<UserDetails, 'role' | 'clientKey'> | null,
  target: string = SIMULATOR_PATH,
): string {
  return user === null || roleOf(user) === 'FARMER' ? farmerLoginPath(target) : STAFF_LOGIN_PATH;
}

/** `target`: where the sign-in comes back to, the simulator with what its address carried (a Dkbono's link). */
export async function decideEntry(
  stored: UserDetails | null,
  fetchCurrentUser: () => Promise<UserDetails>,
  target: string = SIMULATOR_PATH,
): Promise<EntryDecision> {
  if (stored === null || !Number.isInteger(stored.id))
    return { kind: 'sign-in', to: farmerLoginPath(target) };

  let user = stored;
  let offline = false;
  try {
    user = await fetchCurrentUser();
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      return { kind: 'session-ended', message: SESSION_INVALID_MESSAGE, to: signInPathFor(stored, target) };
    }
    // No signal or a server hiccup: the stored session stands until the server says otherwise.
    offline = true;
  }

  const role = roleOf(user);
  if (role === 'CONSULTANT' && !user.acceptedTos)
    return { kind: 'accept-terms', to: ROUTES.acceptTerms.path };
  const allowed = ROUTES.simulator.allowedRoles ?? [];
  if (!allowed.includes(role)) return { kind: 'sign-in', to: signInPathFor(user) };
  return { kind: 'allow', user, role, offline };
}
