// Hands stored notifications to the delivery channels (Teams cards) only after the transaction that
// stored them committed: notify() writes an outbox row in the caller's transaction; a dispatcher per
// running app claims committed rows (a lease, so several instances never deliver one row twice and a
// crash mid-delivery is retried), calls every channel and deletes the row. A failing or hanging
// channel is logged and never reaches the request that raised the event.
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { notificationKindSchema } from '../../../domain/notifications.ts';
import type { Database } from '../../db/database.ts';
import { notificationEventSchema } from './events.ts';
import type { NotificationChannel } from './channels.ts';
import type { NotificationEvent, StoredNotification } from './events.ts';

// A claimed batch must be delivered within its lease: BATCH × CHANNEL_TIMEOUT_MS per channel.
const BATCH = 5;
const LEASE = '5 minutes';
const MAX_ATTEMPTS = 5;
const CHANNEL_TIMEOUT_MS = 30_000;
/** After a wake: the raising transaction may still be committing, so look again a few times. */
const WAKE_DELAYS_MS = [50, 500, 2_000, 5_000];
/** Rows left behind (a restart, a long transaction) are picked up by this sweep. */
const SWEEP_MS = 30_000;

type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export async function enqueueDelivery(
  db: Kysely<Database>,
  event: NotificationEvent,
  notifications: StoredNotification[],
): Promise<void> {
  await db
    .insertInto('notification_outbox')
    .values({
      event: JSON.stringify(event),
      notification_ids: JSON.stringify(notifications.map((n) => n.id)),
    })
    .execute();
}

const idsSchema = z.array(z.number().int());

async function storedNotifications(db: Kysely<Database>, ids: number[]): Promise<StoredNotification[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind', 'title', 'body', 'link'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.flatMap((row) => {
    const kind = notificationKindSchema.safeParse(row.kind);
    if (!kind.success) return [];
    return [
      { id: row.id, userId: row.user_id, kind: kind.data, title: row.title, body: row.body, link: row.link },
    ];
  });
}

async function deliverWithTimeout(
  channel: NotificationChannel,
  notifications: StoredNotification[],
  event: NotificationEvent,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${CHANNEL_TIMEOUT_MS} ms`)),
      CHANNEL_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([channel.deliver(notifications, event), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Delivers every committed, unclaimed outbox row to the channels and removes it. Returns how many
 * rows it handled. Tests call it (or flushNotificationDeliveries) to deliver without waiting.
 */
export async function deliverPendingNotifications(
  db: Kysely<Database>,
  channels: readonly NotificationChannel[],
  log: Logger,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const claimed = await sql<{ id: number; event: unknown; notification_ids: unknown; attempts: number }>`
      UPDATE notification_outbox
         SET locked_until = now() + ${sql.raw(`interval '${LEASE}'`)}, attempts = attempts + 1
       WHERE id IN (SELECT id FROM notification_outbox
                     WHERE locked_until IS NULL OR locked_until < now()
                     ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, event, notification_ids, attempts`.execute(db);
    if (claimed.rows.length === 0) return handled;
    for (const row of claimed.rows.sort((a, b) => a.id - b.id)) {
      const event = notificationEventSchema.safeParse(row.event);
      const ids = idsSchema.safeParse(row.notification_ids);
      if (!event.success || !ids.success) {
        log.error({ outboxId: row.id }, 'notification outbox: unreadable row dropped');
      } else if (row.attempts > MAX_ATTEMPTS) {
        log.error(
          { outboxId: row.id, kind: event.data.kind },
          'notification outbox: gave up after repeated attempts',
        );
      } else {
        const notifications = await storedNotifications(db, ids.data);
        for (const channel of channels) {
          try {
            await deliverWithTimeout(channel, notifications, event.data);
          } catch (error) {
            log.error(
              { err: error, channel: channel.name, kind: event.data.kind, outboxId: row.id },
              'notification channel failed',
            );
          }
        }
      }
      await db.deleteFrom('notification_outbox').where('id', '=', row.id).execute();
      handled += 1;
    }
  }
}

interface Dispatcher {
  wake(): void;
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

const dispatchers = new Set<Dispatcher>();

/** notify() calls this after writing an outbox row; every running dispatcher looks soon. */
export function wakeNotificationDispatchers(): void {
  for (const dispatcher of dispatchers) dispatcher.wake();
}

/** Delivers everything pending now, on every running dispatcher (tests; a clean shutdown). */
export async function flushNotificationDeliveries(): Promise<void> {
  await Promise.all([...dispatchers].map((dispatcher) => dispatcher.runNow()));
}

export function startNotificationDispatcher(
  db: Kysely<Database>,
  channels: () => readonly NotificationChannel[],
  log: Logger,
): Dispatcher {
  let running: Promise<void> | null = null;
  let isStopped = false;
  let followUps: number[] = [];
  let wakeTimer: NodeJS.Timeout | undefined;

  const run = (): Promise<void> => {
    running ??= deliverPendingNotifications(db, channels(), log)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'notification outbox: delivery run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const scheduleFollowUp = () => {
    clearTimeout(wakeTimer);
    const delay = followUps.shift();
    if (delay === undefined || isStopped) return;
    wakeTimer = setTimeout(() => void run().then(scheduleFollowUp), delay);
    wakeTimer.unref();
  };

  const sweep = setInterval(() => void run(), SWEEP_MS);
  sweep.unref();

  const dispatcher: Dispatcher = {
    wake() {
      if (isStopped) return;
      followUps = [...WAKE_DELAYS_MS];
      scheduleFollowUp();
    },
    async runNow() {
      // A run already under way may have claimed before the latest commit: wait for it, then look again.
      if (running) await running;
      if (!isStopped) await run();
    },
    async stop() {
      isStopped = true;
      dispatchers.delete(dispatcher);
      clearTimeout(wakeTimer);
      clearInterval(sweep);
      if (running) await running;
    },
  };
  dispatchers.add(dispatcher);
  // Rows a previous process left behind.
  dispatcher.wake();
  return dispatcher;
}
