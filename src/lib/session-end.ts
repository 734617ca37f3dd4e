// How a session the server no longer accepts ends, in the staff app and the farmer simulator alike
// (docs/requirements.md §8 and §2 rule 5): the Spanish message first, then, 2 s later, the device
// forgets the session and the sign-in page opens. Each app shows the message its own way (a toast,
// the simulator's banner); the words, the wait and the order of the steps are these. No imports
// beyond domain/errors.ts, so the farmer simulator's small entry can use it.
import { ERROR_CODES } from '../../domain/errors.ts';

export const SESSION_INVALID_MESSAGE = ERROR_CODES.UNAUTHENTICATED.message;

/** The toast the staff app shows (guard rule 5 and the API client's 401 path). */
export const SESSION_ENDED_TOAST = {
  severity: 'error',
  summary: 'Error',
  detail: SESSION_INVALID_MESSAGE,
} as const;

export const SESSION_REDIRECT_DELAY_MS = 2000;

/**
 * Once the message is on screen: waits, then forgets the session on this device and opens the
 * sign-in page. Returns a way to call it off (the page that asked went away first).
 */
export function endSessionAfterNotice(
  forget: () => void | Promise<void>,
  openSignIn: () => void,
): () => void {
  const timer = setTimeout(() => {
    const forgotten = forget();
    if (forgotten instanceof Promise) void forgotten.then(openSignIn);
    else openSignIn();
  }, SESSION_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

// The sign-in page opens with a full page load, which drops the toast before a slow phone may have
// shown it: the reason goes along in this tab's storage, and the sign-in page says it once.
const SESSION_ENDED_KEY = 'agroventas.session-ended';

/** Marks that the sign-in page is opened because the session ended. */
export function noteSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // Storage refused (a locked-down browser): the toast alone said it.
  }
}

/** Whether the sign-in page was opened because the session ended (read without clearing). */
export function hasSessionEndedNotice(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Forgets the mark once the sign-in page has shown it. */
export function clearSessionEndedNotice(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Nothing was kept.
  }
}
