// Refuses a request with 429 TOO_MANY_ATTEMPTS when any of its subjects used up its limit. Checked
// before any secret is verified, and the same for known and unknown accounts (no enumeration).
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { countAttempts } from './attempts-repository.ts';
import type { AttemptKind, AttemptLimit } from './limits.ts';

export interface ThrottleCheck {
  subject: string;
  limit: AttemptLimit;
}

export async function assertNotThrottled(
  db: Kysely<Database>,
  kind: AttemptKind,
  checks: ThrottleCheck[],
  options: { failuresSinceSuccess: boolean },
): Promise<void> {
  const now = Date.now();
  for (const { subject, limit } of checks) {
    const count = await countAttempts(db, {
      kind,
      subject,
      since: new Date(now - limit.windowMs),
      failuresSinceSuccess: options.failuresSinceSuccess,
    });
    if (count >= limit.max) throw new AppError('TOO_MANY_ATTEMPTS');
  }
}
