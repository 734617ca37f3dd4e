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
}

/** Failed password sign-ins: 5 per account and 20 per address in 15 minutes. */
export const PASSWORD_LIMITS = {
  perEmail: { max: 5, windowMs: 15 * MINUTE },
  perIp: { max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

/** Wrong client keys: 9 per address in 15 minutes, so the 10th attempt is already refused (issue 8). */
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
