// The ways besides the in-app list to reach people (the Teams bot is one), registered at start-up.
// notify() queues an event's notifications for them; the outbox hands them over after the commit.
import type { NotificationEvent, StoredNotification } from './events.ts';

/** Another way to reach people (Teams cards). Called after the notifications are committed. */
export interface NotificationChannel {
  name: string;
  deliver(notifications: StoredNotification[], event: NotificationEvent): Promise<void>;
}

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
