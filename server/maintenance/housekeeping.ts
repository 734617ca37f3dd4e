// Housekeeping: rows that only matter for a while are deleted once they no longer can: counted
// sign-in attempts past every throttle window, idempotency keys past any sensible retry, expired
// sessions and spent or expired password links. Runs at start-up and then every hour.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** How long each kind of row is kept after it stops being useful. */
export const RETENTION = {
  /** The longest throttle window is one hour; a day leaves room for investigating abuse. */
  loginAttempts: DAY,
  /**
   * A successful password sign-in is kept longer: it marks the address as one the account signed in
   * from, where the account's own ceiling never applies (docs/decisions.md "Sign-in throttling").
   */
  knownAddresses: 90 * DAY,
  /** A client retries within minutes; a day covers a phone that was offline overnight. */
  idempotencyKeys: DAY,
  /** Expired sessions can never be used again; kept a day for "last seen" questions. */
  expiredSessions: DAY,
  /** Used or expired password links. */
  passwordLinks: DAY,
} as const;

export interface PurgeResult {
  loginAttempts: number;
  idempotencyKeys: number;
  sessions: number;
  passwordLinks: number;
}

export async function purgeExpiredRows(db: Kysely<Database>, now = new Date()): Promise<PurgeResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

  const loginAttempts = await db
    .deleteFrom('login_attempts')
    .where('created_at', '<', before(RETENTION.loginAttempts))
    .where((eb) =>
      eb.or([
        eb('created_at', '<', before(RETENTION.knownAddresses)),
        eb('succeeded', '=', false),
        eb('kind', '<>', 'password'),
      ]),
    )
    .executeTakeFirst();
  const idempotencyKeys = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', before(RETENTION.idempotencyKeys))
    .executeTakeFirst();
  const sessions = await db
    .deleteFrom('sessions')
    .where('expires_at', '<', before(RETENTION.expiredSessions))
    .executeTakeFirst();
  const passwordLinks = await db
    .deleteFrom('password_reset_tokens')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', before(RETENTION.passwordLinks)),
        eb('used_at', '<', before(RETENTION.passwordLinks)),
      ]),
    )
    .executeTakeFirst();

  return {
    loginAttempts: count(loginAttempts),
    idempotencyKeys: count(idempotencyKeys),
    sessions: count(sessions),
    passwordLinks: count(passwordLinks),
  };
}

/** Runs the purge now and every hour; the timer never keeps the process alive. Returns a stop function. */
export function scheduleHousekeeping(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  everyMs = HOUR,
): () => void {
  const run = () => {
    purgeExpiredRows(db).then(
      (result) => log.info({ purged: result }, 'housekeeping done'),
      (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
