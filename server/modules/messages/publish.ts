// A message is announced to its audience (notification MESSAGE_PUBLISHED) once, when it is first
// active: at once when it is saved active, or by the scheduler below when its first day comes.
// Later edits are not announced again; the banner always shows the current text.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notify } from '../notifications/notify.ts';
import { dueMessageIds } from './repository.ts';
import { claimPublication } from './write-repository.ts';

const CHECK_EVERY_MS = 60_000;

/** Call inside the transaction that saved the message; true when it was announced now. */
export async function publishIfActive(db: Kysely<Database>, id: number): Promise<boolean> {
  const message = await claimPublication(db, id);
  if (!message) return false;
  await notify(db, {
    kind: 'MESSAGE_PUBLISHED',
    messageId: message.id,
    title: message.title,
    body: message.body,
    audienceRoles: message.audience_roles,
  });
  return true;
}

/** Announces every message whose first day came since the last look; returns how many. */
export async function publishDueMessages(db: Kysely<Database>): Promise<number> {
  let published = 0;
  for (const id of await dueMessageIds(db)) {
    if (await db.transaction().execute((trx) => publishIfActive(trx, id))) published += 1;
  }
  return published;
}

/** Looks for due messages now and every minute while the app runs; returns the way to stop. */
export function startMessageScheduler(db: Kysely<Database>, log: Pick<FastifyBaseLogger, 'error'>) {
  let running: Promise<unknown> | null = null;
  const check = () => {
    running ??= publishDueMessages(db)
      .catch((error: unknown) => log.error({ err: error }, 'message scheduler failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  const first = setTimeout(check, 1_000);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    if (running) await running;
  };
}
