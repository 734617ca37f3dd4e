// Throttling of the sign-in and account endpoints. Two layers: attempts counted in login_attempts
// (per account and per address, survives restarts and is shared by every instance), and a coarse
// per-address request limit of @fastify/rate-limit in front of every auth route.
import { AppError } from '../http/app-error.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type AttemptKind = 'password' | 'client-key' | 'forgot-password' | 'registration';

export interface AttemptLimit {
  /** How many counted attempts are allowed inside the window; the next one answers 429. */
  max: number;
  windowMs: number;
  /**
   * Past `max`, slow down instead of refusing: `slowTo.max` more attempts per `slowTo.windowMs`
   * (a ceiling that slows rather than locks, docs/decisions.md "Sign-in throttling").
   */
  slowTo?: { max: number; windowMs: number };
}

/**
 * Failed password sign-ins (docs/decisions.md "Sign-in throttling"): 5 per account from
 * one address and 20 per address in 15 minutes refuse; past 10 on one account from every address
 * together, the account takes one guess every 5 minutes from addresses it never signed in from,
 * while an address it signed in from keeps its own 5. Nobody who knows an e-mail can lock its owner
 * out, and a guesser with many addresses gets fewer guesses a day than the old lock-out allowed.
 */
export const PASSWORD_LIMITS = {
  perAccountAndAddress: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
  perAccount: { max: 10, windowMs: 15 * MINUTE, slowTo: { max: 1, windowMs: 5 * MINUTE } },
} as const satisfies Record<string, AttemptLimit>;

/** Wrong current passwords in one's own session (PUT /users/me/password): 5 in 15 minutes. */
export const CURRENT_PASSWORD_LIMIT = { max: 5, windowMs: 15 * MINUTE } as const satisfies AttemptLimit;

/** Wrong client keys: 9 per address in 15 minutes, so the 10th attempt is already refused. */
export const CLIENT_KEY_LIMITS = {
  perIp: { max: 9, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

/** Password-reset requests (every request counts, known address or not): 3 per address, 9 per IP per hour. */
export const FORGOT_PASSWORD_LIMITS = {
  perEmail: { max: 3, windowMs: HOUR },
  perIp: { max: 9, windowMs: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** Customer self-registrations: 10 per address per hour. */
export const REGISTRATION_LIMITS = {
  perIp: { max: 10, windowMs: HOUR },
} as const satisfies Record<string, AttemptLimit>;

/** Coarse guard on every auth route, per client address and route: 30 requests a minute. */
export const AUTH_ROUTE_RATE_LIMIT = {
  max: 30,
  timeWindow: MINUTE,
  errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
};
