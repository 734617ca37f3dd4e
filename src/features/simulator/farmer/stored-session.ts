// The session as the main app keeps it (docs/requirements.md §3: userDetails in localStorage), read
// and written without the app's jotai store, which this small entry does not load.
import type { UserDetails } from '../../../../domain/auth.ts';
import { isOk, isUserDetails } from './answers.ts';
import { request } from './http.ts';
import { FARMER_DATA_CACHE } from '../../../sw/routes.ts';
import { STORED_DRAFT_PREFIX } from './stored-draft.ts';

const USER_DETAILS_KEY = 'userDetails';

export function readStoredUser(): UserDetails | null {
  try {
    const raw = globalThis.localStorage?.getItem(USER_DETAILS_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    return isUserDetails(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeUser(user: UserDetails): void {
  try {
    globalThis.localStorage?.setItem(USER_DETAILS_KEY, JSON.stringify(user));
  } catch {
    // Private mode: the session still works for this page.
  }
}

/** GET /auth/me, keeping the fresh details for the next visit. */
export async function fetchCurrentUser(): Promise<UserDetails> {
  const { data } = await request('GET', '/auth/me', isUserDetails);
  storeUser(data);
  return data;
}

const CACHE_OWNER_KEY = 'simulator.cacheOwner';

/** Drops the answers the service worker keeps (parameters, hybrids, saved runs), not the page itself. */
async function clearCachedAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => []);
  await Promise.all(names.filter((n) => n === FARMER_DATA_CACHE).map((n) => caches.delete(n)));
}

/**
 * The cached answers belong to whoever was signed in when they were fetched. Signing out anywhere
 * clears localStorage and with it the owner mark, so the next user starts without them.
 */
export async function claimCachedAnswers(user: UserDetails): Promise<void> {
  const owner = `${roleOfOwner(user)}:${user.id}`;
  try {
    if (globalThis.localStorage?.getItem(CACHE_OWNER_KEY) === owner) return;
    await clearCachedAnswers();
    globalThis.localStorage?.setItem(CACHE_OWNER_KEY, owner);
  } catch {
    // Without storage there is nothing to compare with; the caches stay as they are.
  }
}

function roleOfOwner(user: UserDetails): string {
  return user.clientKey ? 'FARMER' : user.role;
}

/** docs/requirements.md §4/§8: ending the session clears the whole local storage, and the cached answers. */
async function clearDeviceSession(): Promise<void> {
  try {
    globalThis.localStorage?.clear();
  } catch {
    // Nothing stored.
  }
  await clearCachedAnswers();
}

/**
 * A session the server ended (expired, revoked): like clearDeviceSession, but the farmer's last
 * numbers (stored-draft.ts, kept per user) stay for that farmer's next sign-in; only signing out
 * wipes them.
 */
export async function clearExpiredSession(): Promise<void> {
  try {
    const storage = globalThis.localStorage;
    const drafts = Object.keys(storage ?? {})
      .filter((key) => key.startsWith(STORED_DRAFT_PREFIX))
      .map((key) => [key, storage?.getItem(key) ?? ''] as const);
    storage?.clear();
    for (const [key, value] of drafts) storage?.setItem(key, value);
  } catch {
    // Nothing stored.
  }
  await clearCachedAnswers();
}

/** POST /auth/logout (whatever it answers), then forget everything on this device. */
export async function signOut(): Promise<void> {
  try {
    await request('POST', '/auth/logout', isOk, { body: {} });
  } catch {
    // The local session ends whatever the server says.
  }
  await clearDeviceSession();
}
