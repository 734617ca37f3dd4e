// What Microsoft sign-in needs, derived once from the configuration: the tenants allowed in, the
// audiences of a token for our API, where Entra's keys and Graph live. Null when it is not configured.
import type { Config } from '../config.ts';

export interface MicrosoftSettings {
  tenants: string[];
  clientId: string;
  /** `aud` of a token for our API: the Application ID URI (v1 tokens) and the client id (v2 tokens). */
  apiAudiences: string[];
  /** The delegated scope a token for our API must carry in `scp`. */
  apiScope: string;
  jwksUrl: string;
  /** Base of Microsoft Graph, without a trailing slash (e.g. https://graph.microsoft.com/v1.0). */
  graphBaseUrl: string;
  /** `aud` values of a Graph token (the Graph resource in its forms and the configured host). */
  graphAudiences: string[];
}

const GRAPH_APP_ID = '00000003-0000-0000-c000-000000000000';

export function microsoftSettings(config: Config): MicrosoftSettings | null {
  const clientId = config.MS_CLIENT_ID;
  if (!clientId || config.msTenants.length === 0) return null;
  const graphBaseUrl = config.GRAPH_BASE_URL.replace(/\/+$/, '');
  const graphOrigin = new URL(graphBaseUrl).origin;
  // Entra publishes the same signing keys for every tenant of a cloud; the home tenant's URL is the documented one.
  const jwksUrl =
    config.MS_JWKS_URL ?? `https://login.microsoftonline.com/${config.msTenants[0]}/discovery/v2.0/keys`;
  return {
    tenants: config.msTenants.map((t) => t.toLowerCase()),
    clientId,
    apiAudiences: [...new Set([config.MS_API_AUDIENCE, clientId, `api://${clientId}`])].filter(
      (a): a is string => a !== undefined,
    ),
    apiScope: config.MS_API_SCOPE,
    jwksUrl,
    graphBaseUrl,
    graphAudiences: [
      ...new Set([
        'https://graph.microsoft.com',
        'https://graph.microsoft.com/',
        GRAPH_APP_ID,
        graphOrigin,
        `${graphOrigin}/`,
      ]),
    ],
  };
}

/** What the static app needs to start the sign-in (injected into the page at run time). */
export function browserSignInSettings(config: Config): {
  msClientId: string | null;
  msAuthority: string | null;
  msScopes: string[];
} {
  const settings = microsoftSettings(config);
  if (!settings) return { msClientId: null, msAuthority: null, msScopes: [] };
  // One tenant: its own authority. Several: "organizations", and the server's allow-list decides.
  const tenant = settings.tenants.length === 1 ? settings.tenants[0] : 'organizations';
  return {
    msClientId: settings.clientId,
    msAuthority: config.MS_AUTHORITY ?? `https://login.microsoftonline.com/${tenant}`,
    msScopes: [
      'User.Read',
      ...(config.MS_API_AUDIENCE ? [`${config.MS_API_AUDIENCE}/${settings.apiScope}`] : []),
    ],
  };
}
