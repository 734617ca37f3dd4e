// The Microsoft sign-in client (docs/design.md §10): msal-browser's nestable client, created after the Teams
// host had its chance to connect, so inside Teams it uses nested app authentication (silent, the host
// signs in) and in a browser it falls back to a normal pop-up. Loaded lazily (dynamic import, see
// load-plan.ts); teams-js in turn is loaded only when the page may be inside Teams.
import {
  createNestablePublicClientApplication,
  type AccountInfo,
  type IPublicClientApplication,
} from '@azure/msal-browser';
import { runtimeConfig } from '../runtime-config.ts';
import type { TeamsHost } from './teams-host.ts';
import { mayBeInsideTeams } from './teams-presence.ts';

/** docs/requirements.md §9: the Microsoft scope. */
export const GRAPH_SCOPES = ['User.Read'];

/** Our API's scope (api://…/access_as_user) when the deployment exposes one. */
export function apiScopes(scopes: string[] = runtimeConfig.msScopes): string[] {
  return scopes.filter((scope) => scope.includes('://'));
}

/** The token the server is sent: one for our API when configured (verified locally), else a Graph one. */
export function signInScopes(scopes: string[] = runtimeConfig.msScopes): string[] {
  const [api] = apiScopes(scopes);
  return api ? [api] : GRAPH_SCOPES;
}

interface MicrosoftSession {
  client: IPublicClientApplication;
  host: TeamsHost | null;
}

let session: Promise<MicrosoftSession> | null = null;

async function createSession(): Promise<MicrosoftSession> {
  const { msClientId, msAuthority } = runtimeConfig;
  if (!msClientId || !msAuthority) throw new Error('Microsoft sign-in is not configured');
  // docs/design.md §10: app.initialize() (3 s race) before the client; in a plain browser tab teams-js is not even downloaded.
  const host = mayBeInsideTeams() ? await (await import('./teams-host.ts')).connectTeamsHost() : null;
  const client = await createNestablePublicClientApplication({
    auth: {
      clientId: msClientId,
      authority: msAuthority,
      // The pop-up comes back to the RedirectPage, which hands the answer to this window (redirect bridge).
      redirectUri: `${window.location.origin}/redirect`,
      postLogoutRedirectUri: `${window.location.origin}/login`,
      // The authority is trusted as configured: no instance discovery call to Microsoft's global endpoint.
      knownAuthorities: [new URL(msAuthority).host],
    },
    cache: { cacheLocation: 'localStorage' },
  });
  return { client, host };
}

/** docs/requirements.md §4 "initialise the sign-in client": once per page, shared by every caller. */
export function microsoftSession(): Promise<MicrosoftSession> {
  session ??= createSession().catch((error: unknown) => {
    session = null; // A later attempt may succeed (a network hiccup while reading the authority).
    throw error;
  });
  return session;
}

function currentAccount(client: IPublicClientApplication): AccountInfo | null {
  return client.getActiveAccount() ?? client.getAllAccounts()[0] ?? null;
}

/**
 * The interactive part of docs/requirements.md §4: a pop-up in a browser; inside Teams the host signs the user in
 * silently (its own dialog only if consent is missing). With `silentOnly` nothing is ever shown.
 * Sets the active account.
 */
export async function signInAccount(options: { silentOnly?: boolean } = {}): Promise<AccountInfo> {
  const { client, host } = await microsoftSession();
  const extraScopesToConsent = apiScopes();
  let account: AccountInfo;
  if (host) {
    const request = { scopes: GRAPH_SCOPES, account: currentAccount(client) ?? undefined };
    try {
      account = (await client.acquireTokenSilent(request)).account;
    } catch (error) {
      if (options.silentOnly) throw error;
      account = (await client.acquireTokenPopup({ ...request, extraScopesToConsent })).account;
    }
  } else {
    if (options.silentOnly) throw new Error('A browser sign-in needs the pop-up');
    account = (await client.loginPopup({ scopes: GRAPH_SCOPES, extraScopesToConsent })).account;
  }
  client.setActiveAccount(account);
  return account;
}

/** A token for the scopes, silently (cache, refresh token, or the Teams host). */
export async function acquireTokenSilently(scopes: string[]): Promise<string> {
  const { client } = await microsoftSession();
  const account = currentAccount(client);
  if (!account) throw new Error('No Microsoft account signed in on this device');
  const result = await client.acquireTokenSilent({ scopes, account });
  return result.accessToken;
}
