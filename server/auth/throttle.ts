// Refuses a request with 429 TOO_MANY_ATTEMPTS when any of its subjects used up its limit. Checked
// before any secret is verified, and the same for known and unknown accounts (no enumeration).
//
// The attempt is written first and counted with the ones before it. Checking first and
// recording after the secret was verified let a burst through whole: twenty guesses sent at once
// over two servers all found the count at zero and were all evaluated. Written first, each guess
// sees every guess committed before its count, so at most `max` are ever evaluated, whichever
// instance each one reaches.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  countAttempts,
  deleteAttempts,
  insertAttempts,
  markAttemptsSucceeded,
} from './attempts-repository.ts';
import type { AttemptKind, AttemptLimit } from './limits.ts';

export interface ThrottleCheck {
  subject: string;
  /** None: the attempt is written for the subject (it counts for later checks) but not checked now. */
  limit: AttemptLimit | null;
}

export interface ClaimedAttempt {
  /**
   * The secret was right: the attempt of each of `subjects` becomes a success (its failure count
   * starts again); the other subjects' attempts are dropped, as a right secret is no guess.
   */
  succeeded(db: Kysely<Database>, subjects: string[]): Promise<void>;
}

/**
 * Counts an attempt at a secret (a password, a client key) against its limits before the secret is
 * checked; it stays counted as a failure unless the caller reports it `succeeded`. Over the limit,
 * it is taken back and refused, so refused requests never extend a lock-out.
 */
export async function claimAttempt(
  db: Kysely<Database>,
  kind: AttemptKind,
  checks: ThrottleCheck[],
): Promise<ClaimedAttempt> {
  const rows = await insertAttempts(
    db,
    kind,
    checks.map((check) => check.subject),
    false,
  );
  const since = Date.now();
  const failuresWithin = (subject: string, windowMs: number) =>
    countAttempts(db, { kind, subject, since: new Date(since - windowMs), failuresSinceSuccess: true });
  for (const { subject, limit } of checks) {
    if (!limit) continue;
    // The count includes this attempt: `max` of them may be evaluated, the next is refused.
    if ((await failuresWithin(subject, limit.windowMs)) <= limit.max) continue;
    // A ceiling that slows: past `max`, still `slowTo.max` attempts per its shorter window.
    if (limit.slowTo && (await failuresWithin(subject, limit.slowTo.windowMs)) <= limit.slowTo.max) continue;
    await deleteAttempts(
      db,
      rows.map((row) => row.id),
    );
    throw new AppError('TOO_MANY_ATTEMPTS');
  }
  return {
    async succeeded(trx, subjects) {
      const keep = rows.filter((row) => subjects.includes(row.subject)).map((row) => row.id);
      await markAttemptsSucceeded(trx, keep);
      await deleteAttempts(
        trx,
        rows.filter((row) => !keep.includes(row.id)).map((row) => row.id),
      );
    },
  };
}

/**
 * Refuses when a subject already used up its limit, for requests that are not guesses at a secret
 * (a password-reset mail, a self-registration): they record their attempt themselves afterwards.
 */
export async function assertNotThrottled(
  db: Kysely<Database>,
  kind: AttemptKind,
  checks: ThrottleCheck[],
  options: { failuresSinceSuccess: boolean },
): Promise<void> {
  const now = Date.now();
  for (const { subject, limit } of checks) {
    if (!limit) continue;
    const count = await countAttempts(db, {
      kind,
      subject,
      since: new Date(now - limit.windowMs),
      failuresSinceSuccess: options.failuresSinceSuccess,
    });
    if (count >= limit.max) throw new AppError('TOO_MANY_ATTEMPTS');
  }
}
