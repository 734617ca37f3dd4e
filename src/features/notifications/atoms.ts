// The bell's number, shared by the bell and the notifications page so marking read in one shows in
// the other at once. null until the first answer (the bell then shows no number), and again after
// sign-out (the next user must not see the last one's number).
import { atom } from 'jotai';
import { sessionScopedAtom } from '../../lib/session.ts';
import { countUnread } from './api/count-unread.ts';

export const unreadCountAtom = sessionScopedAtom<number | null>(() => null);

/** Asks the server again; a failure keeps the last number (the next look will fix it). */
export const refreshUnreadCountAtom = atom(null, async (_get, set) => {
  try {
    set(unreadCountAtom, await countUnread());
  } catch {
    // Offline or a passing error: keep showing the last count.
  }
});
