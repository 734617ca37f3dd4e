// The one notification service every area calls. An event names what happened; the
// service decides who hears of it, stores an in-app notification per recipient and hands the
// stored notifications to the registered channels (the Teams bot is one).
// Delivery by a channel never fails the business request that raised the event, and happens only
// once the notifications are committed (outbox.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notificationChannels } from './channels.ts';
import type { NotificationEvent, StoredNotification } from './events.ts';
import { enqueueDelivery, wakeNotificationDispatchers } from './outbox.ts';
import { recipientIds } from './recipients.ts';
import { insertNotifications } from './repository.ts';
import { notificationContent } from './wording.ts';

type Executor = Kysely<Database> | Transaction<Database>;

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
  const stored = await insertNotifications(db, userIds, event.kind, content);
  if (notificationChannels().length > 0) {
    await enqueueDelivery(db, event, stored);
    wakeNotificationDispatchers();
  }
  return stored;
}
