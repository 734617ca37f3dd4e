// The one notification service every area calls (issue 5). An event names what happened; the
// service decides who hears of it, stores an in-app notification per recipient and hands the
// stored notifications to the registered channels (the Teams bot of issue 7 is one).
// Delivery by a channel never fails the business request that raised the event, and happens only
// once the notifications are committed (outbox.ts).
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { notificationEventSchema } from './events.ts';
import { enqueueDelivery, wakeNotificationDispatchers } from './outbox.ts';
import { recipientIds } from './recipients.ts';
import { notificationContent } from './wording.ts';

/** What happened (events.ts documents who hears of each kind). */
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export type NotificationKind = NotificationEvent['kind'];

/** A stored in-app notification, as a channel receives it. */
export interface StoredNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app path of the record it is about, e.g. /dashboard/sales/dkbono/12. */
  link: string | null;
}

/** Another way to reach people (Teams cards). Called after the notifications are committed. */
export interface NotificationChannel {
  name: string;
  deliver(notifications: StoredNotification[], event: NotificationEvent): Promise<void>;
}

type Executor = Kysely<Database> | Transaction<Database>;

const channels: NotificationChannel[] = [];

/** Register at start-up, before requests arrive; returns the way to unregister (tests). */
export function registerNotificationChannel(channel: NotificationChannel): () => void {
  channels.push(channel);
  return () => {
    const index = channels.indexOf(channel);
    if (index >= 0) channels.splice(index, 1);
  };
}

export function notificationChannels(): readonly NotificationChannel[] {
  return channels;
}

/**
 * Records an event for everyone who must hear of it and returns what it stored. Call it with the
 * transaction of the change (so the notification exists exactly when the change does) or with the
 * database after it. The channels get the notifications after that transaction commits; with no
 * channel registered nothing is queued for them.
 */
export async function notify(db: Executor, event: NotificationEvent): Promise<StoredNotification[]> {
  const userIds = await recipientIds(db, event);
  if (userIds.length === 0) return [];
  const content = notificationContent(event);
  const rows = await db
    .insertInto('notifications')
    .values(userIds.map((userId) => ({ user_id: userId, kind: event.kind, ...content })))
    .returning(['id', 'user_id'])
    .execute();
  const stored = rows.map((row) => ({ id: row.id, userId: row.user_id, kind: event.kind, ...content }));
  if (channels.length > 0) {
    await enqueueDelivery(db, event, stored);
    wakeNotificationDispatchers();
  }
  return stored;
}
