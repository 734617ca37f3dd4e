// What the page asks for before React renders (what first paint needs comes first): for
// the user this phone remembers, who is signed in and the company's parameters and hybrids, all at
// once. Without it the page asked for the user after its first render and for the parameters only
// once the user came back: two round trips of a slow network one after the other.
import type { UserDetails } from '../../../../domain/auth.ts';
import { loadStartingPoint, type StartingPoint } from './api.ts';
import { claimCachedAnswers, fetchCurrentUser, readStoredUser } from './stored-session.ts';

interface EarlyStart {
  userId: number;
  me: Promise<UserDetails> | null;
  start: Promise<StartingPoint> | null;
}

let early: EarlyStart | null = null;

/** Called by the entry (main.tsx) before it renders; does nothing when no user is remembered. */
export function startEarly(): void {
  const stored = readStoredUser();
  if (!stored) return;
  const me = fetchCurrentUser();
  const start = claimCachedAnswers(stored).then(loadStartingPoint);
  // Their failures are read where they are used (the guard, the loading state).
  me.catch(() => undefined);
  start.catch(() => undefined);
  early = { userId: stored.id, me, start };
}

// Each is used once: a retry, or a second mount of the page, asks again.

/** The user request already under way, for the guard; null when none was started. */
export function earlyCurrentUser(): (() => Promise<UserDetails>) | null {
  const me = early?.me ?? null;
  if (early) early.me = null;
  return me ? () => me : null;
}

/** The parameters and hybrids already asked for this user; null when none were (or for another user). */
export function earlyStartingPoint(userId: number): Promise<StartingPoint> | null {
  const start = early && early.userId === userId ? early.start : null;
  early = null;
  return start;
}
