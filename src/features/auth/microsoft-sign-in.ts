// Microsoft sign-in for staff (docs/requirements.md §4, §8; docs/design.md §10). The sign-in client and teams-js are loaded
// only at the moments lib/microsoft/load-plan.ts names (the button, a held token at start-up, Teams'
// silent sign-in, a 401 renewal): a dynamic import, never in the first bundle nor the simulator's.
import type { UserDetails } from '../../../domain/auth.ts';
import { apiPost, setTokenRenewer } from '../../lib/api-client.ts';
import { runtimeConfig } from '../../lib/runtime-config.ts';
import { appStore, msAccessTokenAtom } from '../../lib/session.ts';
import { fetchUserDetails } from './api/fetch-user-details.ts';
import { logout } from './api/logout.ts';
import { setMicrosoftSignIn } from './microsoft-button.ts';

const loadMicrosoft = () => import('../../lib/microsoft/msal-session.ts');

/** The token could not be obtained or the server refused it; `cause` holds the server's answer if any. */
export class MicrosoftTokenRefusedError extends Error {
  constructor(override readonly cause: unknown) {
    super('The Microsoft token could not be obtained or was refused');
  }
}

/** POST /auth/{product} with { msToken } (docs/requirements.md §7): the server opens a session for the token's owner. */
async function registerMicrosoftToken(msToken: string): Promise<void> {
  await apiPost<unknown>('/auth/microsoft', { msToken });
}

/**
 * docs/requirements.md §4: sign in (pop-up, or the Teams host), set the active account, acquire a token silently,
 * send it to the server, fetch the user details. The caller then goes to /redirect.
 * A failed sign-in rejects as msal failed (docs/requirements.md §8: the caller only logs it); a token that cannot be
 * obtained or posted logs the user out and rejects with MicrosoftTokenRefusedError.
 */
export async function microsoftSignIn(options: { silentOnly?: boolean } = {}): Promise<UserDetails> {
  const microsoft = await loadMicrosoft();
  await microsoft.signInAccount(options);
  try {
    const msToken = await microsoft.acquireTokenSilently(microsoft.signInScopes());
    appStore.set(msAccessTokenAtom, msToken);
    await registerMicrosoftToken(msToken);
  } catch (error) {
    await logout();
    throw new MicrosoftTokenRefusedError(error);
  }
  return fetchUserDetails();
}

/** Inside Teams the host signs the user in without showing anything; false (and nothing shown) when it cannot. */
export async function signInSilentlyInsideTeams(): Promise<boolean> {
  try {
    await microsoftSignIn({ silentOnly: true });
    return true;
  } catch (error) {
    console.info('Teams could not sign the user in silently; the login page stays', error);
    return false;
  }
}

/** docs/requirements.md §8: the silent renewal after a 401, for User.Read (the API client stores and re-sends it). */
async function renewMicrosoftToken(): Promise<string> {
  const microsoft = await loadMicrosoft();
  return microsoft.acquireTokenSilently(microsoft.GRAPH_SCOPES);
}

/**
 * docs/requirements.md §4 start-up, when a Microsoft token is already held: initialise the sign-in client, obtain a
 * fresh token and keep it. A failure leaves things as they are: the next 401 decides.
 */
export async function restoreMicrosoftToken(): Promise<void> {
  const microsoft = await loadMicrosoft();
  await microsoft.microsoftSession();
  if (!appStore.get(msAccessTokenAtom)) return;
  appStore.set(msAccessTokenAtom, await microsoft.acquireTokenSilently(microsoft.signInScopes()));
}

/**
 * On the staff login page only: fetch and initialise the sign-in client ahead of the button, so the
 * pop-up opens within the click's user activation (a browser may block a pop-up opened later).
 */
export function prepareMicrosoftSignIn(): void {
  if (!isMicrosoftConfigured()) return;
  void loadMicrosoft()
    .then((microsoft) => microsoft.microsoftSession())
    .catch((error: unknown) => console.warn('Microsoft sign-in client could not start', error));
}

/** Whether a Microsoft sign-in is configured for this deployment (client id and authority). */
export function isMicrosoftConfigured(): boolean {
  return Boolean(runtimeConfig.msClientId && runtimeConfig.msAuthority);
}

/**
 * Plugs Microsoft sign-in into the login page and the API client; false when it is not configured.
 * Nothing is downloaded here: the client loads when the button or a renewal first needs it.
 */
export function installMicrosoftSignIn(): boolean {
  if (!isMicrosoftConfigured()) return false;
  setMicrosoftSignIn(async () => {
    await microsoftSignIn();
  });
  setTokenRenewer(renewMicrosoftToken);
  return true;
}
