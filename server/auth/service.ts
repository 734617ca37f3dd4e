// Sign-in workflows: who a password or a client key belongs to, with throttling, and the
// current-user details of GET /auth/me. Sessions and cookies are the routes' business.
import type { Kysely } from 'kysely';
import type { ClientLoginRequest, LoginRequest, UserDetails } from '../../domain/auth.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { emailAndIpSubject, emailSubject, hasSucceeded, ipSubject } from './attempts-repository.ts';
import { CLIENT_KEY_LIMITS, PASSWORD_LIMITS } from './limits.ts';
import { verifyPassword } from './passwords.ts';
import {
  findActiveClientByKeyHash,
  findClientDetails,
  findStaffDetails,
  findUserForSignIn,
} from './repository.ts';
import type { AuthContext } from './sessions.ts';
import type { ListCache } from '../modules/shared/list-cache.ts';
import { currentTermsVersion } from './terms.ts';
import { claimAttempt } from './throttle.ts';
import { hashClientKey } from './tokens.ts';

/**
 * Returns the id of the user the credentials belong to. Unknown account, wrong password, no
 * password (Microsoft-only) and a rejected account all fail the same way; an account's status is
 * told only to whoever proved its password.
 */
export async function authenticateWithPassword(
  db: Kysely<Database>,
  credentials: LoginRequest,
  ip: string,
): Promise<number> {
  const byEmail = emailSubject(credentials.email);
  const byIp = ipSubject(ip);
  const byEmailAndIp = emailAndIpSubject(credentials.email, ip);
  // docs/decisions.md "Sign-in throttling": the account's own ceiling slows guesses from addresses
  // it never signed in from, and never applies where it did, so a stranger cannot lock it out.
  const knownAddress = await hasSucceeded(db, 'password', byEmailAndIp);
  const attempt = await claimAttempt(db, 'password', [
    { subject: byEmailAndIp, limit: PASSWORD_LIMITS.perAccountAndAddress },
    { subject: byIp, limit: PASSWORD_LIMITS.perIp },
    { subject: byEmail, limit: knownAddress ? null : PASSWORD_LIMITS.perAccount },
  ]);
  const user = await findUserForSignIn(db, credentials.email);
  const isValid = await verifyPassword(credentials.password, user?.password_hash ?? null);
  // A wrong guess stays counted as the failure claimAttempt wrote.
  if (!user || !isValid || user.status === 'REJECTED') throw new AppError('INVALID_CREDENTIALS');
  // The password was right: the account's failure counts start again, and the address is known.
  await attempt.succeeded(db, [byEmail, byEmailAndIp]);
  if (user.status === 'PENDING') throw new AppError('ACCOUNT_PENDING');
  if (user.status === 'DISABLED') throw new AppError('ACCOUNT_DISABLED');
  return user.id;
}

/** Returns the id of the active customer the key belongs to. */
export async function authenticateWithClientKey(
  db: Kysely<Database>,
  request: ClientLoginRequest,
  ip: string,
): Promise<number> {
  const byIp = ipSubject(ip);
  const attempt = await claimAttempt(db, 'client-key', [{ subject: byIp, limit: CLIENT_KEY_LIMITS.perIp }]);
  const client = await findActiveClientByKeyHash(db, hashClientKey(request.clientKey));
  if (!client) throw new AppError('INVALID_CLIENT_KEY');
  // A right key is no guess; the address's earlier wrong keys stay counted, as before.
  await attempt.succeeded(db, []);
  return client.id;
}

/**
 * The answer of GET /auth/me. acceptedTos is what the terms gate enforces: a consultant must have
 * accepted the current version; the other roles are never gated, so it is true for them.
 */
export async function currentUserDetails(
  db: Kysely<Database>,
  cache: ListCache | null,
  auth: AuthContext,
): Promise<UserDetails> {
  if (auth.clientId !== null) {
    const client = await findClientDetails(db, auth.clientId);
    if (!client) throw new AppError('UNAUTHENTICATED');
    return {
      id: client.id,
      role: 'FARMER',
      distributor: null,
      acceptedTos: true,
      // Its presence marks a farmer on the client (docs/requirements.md §3); the key itself is never stored.
      clientKey: client.client_key_hint ?? '',
      firstName: client.first_name,
      lastName: client.last_name,
      email: client.email,
    };
  }
  if (auth.userId === null) throw new AppError('UNAUTHENTICATED');
  const user = await findStaffDetails(db, auth.userId);
  if (!user || !user.role) throw new AppError('UNAUTHENTICATED');
  const termsVersion = user.role === 'CONSULTANT' ? await currentTermsVersion(db, cache) : null;
  return {
    id: user.id,
    role: user.role,
    distributor:
      user.distributor_id !== null && user.distributor_name !== null
        ? { id: user.distributor_id, name: user.distributor_name }
        : null,
    acceptedTos: termsVersion === null || (user.tos_version ?? 0) >= termsVersion,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
  };
}
