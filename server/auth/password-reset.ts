// Forgotten password: a single-use link valid for one hour, mailed only to active accounts while
// every caller gets the same answer; using it sets the password and signs the user out everywhere.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '../../domain/auth.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { Mailer } from '../mail/mailer.ts';
import { writeAudit } from '../modules/shared/audit.ts';
import { emailSubject, ipSubject, recordAttempts } from './attempts-repository.ts';
import { FORGOT_PASSWORD_LIMITS } from './limits.ts';
import { hashPassword } from './passwords.ts';
import { newPasswordLink, passwordResetMail } from './reset-mail.ts';
import {
  consumeResetToken,
  destroyUserSessions,
  findUserForSignIn,
  replaceResetToken,
  setPassword,
} from './repository.ts';
import { assertNotThrottled } from './throttle.ts';
import { randomToken, sha256 } from './tokens.ts';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

export interface ResetDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function requestPasswordReset(
  deps: ResetDependencies,
  request: ForgotPasswordRequest,
  ip: string,
): Promise<void> {
  const byEmail = emailSubject(request.email);
  const byIp = ipSubject(ip);
  await assertNotThrottled(
    deps.db,
    'forgot-password',
    [
      { subject: byEmail, limit: FORGOT_PASSWORD_LIMITS.perEmail },
      { subject: byIp, limit: FORGOT_PASSWORD_LIMITS.perIp },
    ],
    { failuresSinceSuccess: false },
  );
  await recordAttempts(deps.db, 'forgot-password', [byEmail, byIp], true);
  // After the answer: the link is stored and mailed once the reply has been written (setImmediate
  // runs after this request's handler has sent it), so a known address (a database write, the SMTP
  // server) takes no longer to answer than an unknown one, even on PGlite, whose queries run on this
  // thread. A failure is logged; the caller was told the same either way and may ask again.
  setImmediate(() => {
    mailResetLink(deps, request.email).catch((error: unknown) =>
      deps.log.error({ err: error }, 'password reset link failed'),
    );
  });
}

/** Stores a new single-use link for an active account and mails it; nothing for anyone else. */
async function mailResetLink(deps: ResetDependencies, email: string): Promise<void> {
  const user = await findUserForSignIn(deps.db, email);
  if (!user || user.status !== 'ACTIVE') return;
  const token = randomToken();
  await replaceResetToken(deps.db, user.id, sha256(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
  await deps.mailer.send(
    passwordResetMail(user.email, user.first_name, newPasswordLink(deps.publicUrl, token)),
  );
}

export async function resetPassword(
  db: Kysely<Database>,
  request: ResetPasswordRequest,
  ip: string,
): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  await db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, sha256(request.token));
    if (userId === null) throw new AppError('INVALID_TOKEN');
    await setPassword(trx, userId, passwordHash);
    await destroyUserSessions(trx, userId);
    await writeAudit(trx, {
      actorUserId: userId,
      action: 'auth.password-reset',
      entity: 'users',
      entityId: userId,
      ip,
    });
  });
}
