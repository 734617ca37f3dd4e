// Housekeeping deletes exactly the rows past their retention and keeps every other one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_EMAILS, testDatabaseKinds, type TestContext } from '../test/helper.ts';
import { purgeExpiredRows, RETENTION } from './housekeeping.ts';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabaseKinds())('housekeeping (%s)', (kind) => {
  let ctx: TestContext;
  let userId: number;
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    const db = ctx.database.db;
    userId = (
      await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', DEMO_EMAILS.ADMIN)
        .executeTakeFirstOrThrow()
    ).id;
    await db.deleteFrom('login_attempts').execute();
    await db.deleteFrom('idempotency_keys').execute();
    await db.deleteFrom('password_reset_tokens').execute();
    await db
      .insertInto('login_attempts')
      .values([
        {
          kind: 'password',
          subject: 'old',
          succeeded: false,
          created_at: ago(RETENTION.loginAttempts + HOUR),
        },
        { kind: 'password', subject: 'recent', succeeded: false, created_at: ago(HOUR) },
        // A sign-in from an address is remembered longer: the account's ceiling never applies there.
        {
          kind: 'password',
          subject: 'known-address',
          succeeded: true,
          created_at: ago(RETENTION.loginAttempts + HOUR),
        },
        {
          kind: 'password',
          subject: 'forgotten-address',
          succeeded: true,
          created_at: ago(RETENTION.knownAddresses + HOUR),
        },
      ])
      .execute();
    await db
      .insertInto('idempotency_keys')
      .values([
        { key: 'old', scope: 's', request_hash: 'h', created_at: ago(RETENTION.idempotencyKeys + HOUR) },
        { key: 'recent', scope: 's', request_hash: 'h', created_at: ago(HOUR) },
      ])
      .execute();
    await db
      .insertInto('sessions')
      .values([
        { id: 'expired-long-ago', user_id: userId, expires_at: ago(RETENTION.expiredSessions + HOUR) },
        { id: 'expired-just-now', user_id: userId, expires_at: ago(HOUR) },
        { id: 'still-valid', user_id: userId, expires_at: new Date(now.getTime() + HOUR) },
      ])
      .execute();
    await db
      .insertInto('password_reset_tokens')
      .values([
        {
          token_hash: 'expired',
          user_id: userId,
          purpose: 'RESET',
          expires_at: ago(RETENTION.passwordLinks + HOUR),
        },
        {
          token_hash: 'used',
          user_id: userId,
          purpose: 'RESET',
          expires_at: new Date(now.getTime() + HOUR),
          used_at: ago(RETENTION.passwordLinks + HOUR),
        },
        {
          token_hash: 'open',
          user_id: userId,
          purpose: 'INVITE',
          expires_at: new Date(now.getTime() + HOUR),
        },
      ])
      .execute();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('deletes only the rows past their retention', async () => {
    const db = ctx.database.db;
    const result = await purgeExpiredRows(db, now);
    expect(result).toEqual({ loginAttempts: 2, idempotencyKeys: 1, sessions: 1, passwordLinks: 2 });

    const subjects = await db.selectFrom('login_attempts').select('subject').orderBy('subject').execute();
    expect(subjects.map((r) => r.subject)).toEqual(['known-address', 'recent']);
    const keys = await db.selectFrom('idempotency_keys').select('key').execute();
    expect(keys.map((r) => r.key)).toEqual(['recent']);
    const sessions = await db
      .selectFrom('sessions')
      .select('id')
      .where('id', 'in', ['expired-long-ago', 'expired-just-now', 'still-valid'])
      .orderBy('id')
      .execute();
    expect(sessions.map((r) => r.id)).toEqual(['expired-just-now', 'still-valid']);
    const links = await db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(links.map((r) => r.token_hash)).toEqual(['open']);
  });

  it('finds nothing more to delete on a second run', async () => {
    expect(await purgeExpiredRows(ctx.database.db, now)).toEqual({
      loginAttempts: 0,
      idempotencyKeys: 0,
      sessions: 0,
      passwordLinks: 0,
    });
  });
});
