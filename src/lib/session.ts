// The signed-in session on the client (docs/requirements.md §3): userDetails and msAccessToken, kept in localStorage
// under those names. Private base atoms hold the values; the exported atoms persist on write.
// appStore is shared with code outside React (the API client, the navigation guard).
import { atom, createStore, type PrimitiveAtom } from 'jotai';
import type { UserDetails } from '../../domain/auth.ts';
import type { Role } from '../../domain/roles.ts';
import { isUserDetails } from './shape-checks.ts';

const USER_DETAILS_KEY = 'userDetails';
const MS_ACCESS_TOKEN_KEY = 'msAccessToken';

// localStorage can be missing or throw (private mode, some embedded browsers): the session then
// lives in memory only.
function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Memory still holds the value for this tab.
  }
}

function readStoredUserDetails(): UserDetails | null {
  const raw = readItem(USER_DETAILS_KEY);
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    return isUserDetails(stored) ? stored : null;
  } catch {
    return null;
  }
}

const userDetailsBaseAtom = atom<UserDetails | null>(readStoredUserDetails());
const msAccessTokenBaseAtom = atom<string | null>(readItem(MS_ACCESS_TOKEN_KEY));

/** docs/requirements.md §3: the presence of clientKey forces the role to Farmer. */
export const userDetailsAtom = atom(
  (get): UserDetails | null => {
    const details = get(userDetailsBaseAtom);
    if (!details?.clientKey) return details;
    return details.role === 'FARMER' ? details : { ...details, role: 'FARMER' };
  },
  (_get, set, details: UserDetails | null) => {
    writeItem(USER_DETAILS_KEY, details === null ? null : JSON.stringify(details));
    set(userDetailsBaseAtom, details);
  },
);

export const msAccessTokenAtom = atom(
  (get) => get(msAccessTokenBaseAtom),
  (_get, set, token: string | null) => {
    writeItem(MS_ACCESS_TOKEN_KEY, token);
    set(msAccessTokenBaseAtom, token);
  },
);

/** Who is signed in, as which role: what the cached data belongs to ('id:role'), or null. */
export function sessionOwnerOf(user: UserDetails | null): string | null {
  return user ? `${user.id}:${user.role ?? ''}` : null;
}

/** Whose data the phone keeps (src/lib/offline/): the signed-in staff member, or null. */
export function deviceOwner(): string | null {
  const user = appStore.get(userDetailsAtom);
  return user && !user.clientKey ? sessionOwnerOf(user) : null;
}

export const currentRoleAtom = atom((get): Role | undefined => get(userDetailsAtom)?.role);

export const appStore = createStore();

// What the signed-in user left in memory (a list's rows, its remembered filters) and must not carry
// over to the next user of the tab. Features register their state here; lib never imports them.
const signOutResets: Array<() => void> = [];

/** Runs `reset` whenever the session ends on this device (logout, or the server ending it). */
export function onSignOut(reset: () => void): void {
  signOutResets.push(reset);
}

/** An atom of the app store that goes back to `initial()` when the session ends. */
export function sessionScopedAtom<Value>(initial: () => Value): PrimitiveAtom<Value> {
  const scoped = atom(initial());
  onSignOut(() => appStore.set(scoped, initial()));
  return scoped;
}

/** Ends the session on this device: docs/requirements.md §4/§8 clear the whole local storage, not just our keys. */
export function clearLocalSession(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    // Nothing stored, nothing to clear.
  }
  appStore.set(userDetailsAtom, null);
  appStore.set(msAccessTokenAtom, null);
  for (const reset of signOutResets) reset();
}
