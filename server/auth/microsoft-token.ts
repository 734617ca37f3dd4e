// Who a Microsoft access token belongs to (docs/design.md §10). A token for our own API is verified here with
// Entra's published keys; a Graph token (User.Read) cannot be, so Graph itself is asked who it is.
// A bad token is 401 INVALID_MS_TOKEN; Microsoft out of reach is 503; nothing here is ever a 500.
import { createRemoteJWKSet, decodeJwt, errors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../http/app-error.ts';
import { fetchGraphProfile, microsoftUnavailable } from './microsoft-graph.ts';
import type { MicrosoftSettings } from './microsoft-settings.ts';

export interface MicrosoftIdentity {
  tenantId: string;
  objectId: string;
  /** Every address the account is known by, lower case, best first (mail, then UPN). */
  emails: string[];
  givenName: string | null;
  familyName: string | null;
  displayName: string | null;
  /** Which check proved it: our API's token verified locally, or Graph answering for its token. */
  verifiedBy: 'api-token' | 'graph';
}

/** Leeway for clocks that disagree a little with Entra's. */
const CLOCK_TOLERANCE_S = 60;

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** One key set per URL for the life of the process: jose caches the keys and refetches on an unknown kid. */
function keySet(url: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

const invalidToken = () => new AppError('INVALID_MS_TOKEN');

/** Errors that say the token is wrong (as opposed to Microsoft being unreachable). */
const TOKEN_FAULTS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

function audiencesOf(payload: JWTPayload): string[] {
  if (typeof payload.aud === 'string') return [payload.aud];
  return Array.isArray(payload.aud) ? payload.aud.filter((a): a is string => typeof a === 'string') : [];
}

function addresses(...values: unknown[]): string[] {
  const found = values
    .map(text)
    .filter((v): v is string => v !== null && v.includes('@'))
    .map((v) => v.toLowerCase());
  return [...new Set(found)];
}

function allowedIssuers(tenants: string[]): string[] {
  return tenants.flatMap((tid) => [
    `https://sts.windows.net/${tid}/`,
    `https://login.microsoftonline.com/${tid}/v2.0`,
  ]);
}

async function verifyApiToken(token: string, settings: MicrosoftSettings): Promise<MicrosoftIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySet(settings.jwksUrl), {
      algorithms: ['RS256'],
      issuer: allowedIssuers(settings.tenants),
      audience: settings.apiAudiences,
      clockTolerance: CLOCK_TOLERANCE_S,
      requiredClaims: ['exp', 'iat', 'tid', 'oid'],
    }));
  } catch (error) {
    if (TOKEN_FAULTS.some((fault) => error instanceof fault)) throw invalidToken();
    throw microsoftUnavailable(error);
  }
  const tenantId = text(payload.tid)?.toLowerCase();
  const objectId = text(payload.oid);
  // The issuer names the tenant too: both must agree, and the tenant must be one of ours.
  const issuerTenant = /^https:\/\/[^/]+\/([0-9a-f-]{36})\//i
    .exec(`${payload.iss ?? ''}/`)?.[1]
    ?.toLowerCase();
  const scopes = (text(payload.scp) ?? '').split(' ');
  if (!tenantId || !objectId || issuerTenant !== tenantId || !settings.tenants.includes(tenantId)) {
    throw invalidToken();
  }
  if (!scopes.includes(settings.apiScope)) throw invalidToken();
  return {
    tenantId,
    objectId,
    emails: addresses(payload.email, payload.upn, payload.preferred_username, payload.unique_name),
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    displayName: text(payload.name),
    verifiedBy: 'api-token',
  };
}

/**
 * A Graph token is addressed to Graph, which keeps the only means to check it. Once Graph has
 * answered /me with it, the token is genuine, so its claims can be trusted: the tenant (Graph's
 * /me does not say it), that it was issued to our app (not replayed from another), and that it is
 * the same account /me describes.
 */
async function verifyGraphToken(
  token: string,
  claims: JWTPayload,
  settings: MicrosoftSettings,
): Promise<MicrosoftIdentity> {
  const profile = await fetchGraphProfile(settings.graphBaseUrl, token);
  const tenantId = text(claims.tid)?.toLowerCase();
  const issuedTo = text(claims.appid) ?? text(claims.azp);
  if (!tenantId || !settings.tenants.includes(tenantId)) throw invalidToken();
  if (issuedTo !== settings.clientId || text(claims.oid) !== profile.id) throw invalidToken();
  return {
    tenantId,
    objectId: profile.id,
    emails: addresses(profile.mail, profile.userPrincipalName, claims.upn, claims.unique_name),
    givenName: text(profile.givenName),
    familyName: text(profile.surname),
    displayName: text(profile.displayName),
    verifiedBy: 'graph',
  };
}

export async function identifyMicrosoftToken(
  token: string,
  settings: MicrosoftSettings,
): Promise<MicrosoftIdentity> {
  let claims: JWTPayload;
  try {
    claims = decodeJwt(token);
  } catch {
    throw invalidToken();
  }
  const audiences = audiencesOf(claims);
  if (audiences.some((aud) => settings.apiAudiences.includes(aud))) return verifyApiToken(token, settings);
  if (audiences.some((aud) => settings.graphAudiences.includes(aud)))
    return verifyGraphToken(token, claims, settings);
  throw invalidToken();
}
