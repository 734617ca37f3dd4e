// SQL of login_attempts: the log the throttles count. Subjects are prefixed ("email:", "ip:") so one
// kind can be counted per account and per address with the same index.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database.ts';
import type { AttemptKind } from './limits.ts';

export const emailSubject = (email: string) => `email:${email.toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;
/** An account from one address: the subject of the per-account-and-address limit. */
export const emailAndIpSubject = (email: string, ip: string) => `email-ip:${email.toLowerCase()} ${ip}`;

/** Whether the subject ever had a successful attempt of the kind still kept (housekeeping.ts). */
export async function hasSucceeded(
  db: Kysely<Database>,
  kind: AttemptKind,
  subject: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select('id')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('succeeded', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordAttempts(
  db: Kysely<Database>,
  kind: AttemptKind,
  subjects: string[],
  succeeded: boolean,
): Promise<void> {
  if (subjects.length === 0) return;
  await db
    .insertInto('login_attempts')
    .values(subjects.map((subject) => ({ kind, subject, succeeded })))
    .execute();
}

/** Writes one attempt per subject and returns their ids (a guess counted before it is checked). */
export async function insertAttempts(
  db: Kysely<Database>,
  kind: AttemptKind,
  subjects: string[],
  succeeded: boolean,
): Promise<{ id: string; subject: string }[]> {
  if (subjects.length === 0) return [];
  return db
    .insertInto('login_attempts')
    .values(subjects.map((subject) => ({ kind, subject, succeeded })))
    .returning(['id', 'subject'])
    .execute();
}

export async function markAttemptsSucceeded(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('login_attempts').set({ succeeded: true }).where('id', 'in', ids).execute();
}

export async function deleteAttempts(db: Kysely<Database>, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
}

export interface AttemptCountQuery {
  kind: AttemptKind;
  subject: string;
  since: Date;
  /** Count only failures, and only those after the subject's last success. */
  failuresSinceSuccess: boolean;
}

export async function countAttempts(db: Kysely<Database>, query: AttemptCountQuery): Promise<number> {
  const { kind, subject } = query;
  const row = await db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('created_at', '>', query.since)
    .$if(query.failuresSinceSuccess, (qb) =>
      qb
        .where('succeeded', '=', false)
        .where(
          sql<SqlBool>`created_at > coalesce((select max(s.created_at) from login_attempts s where s.kind = ${kind} and s.subject = ${subject} and s.succeeded), '-infinity'::timestamptz)`,
        ),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
