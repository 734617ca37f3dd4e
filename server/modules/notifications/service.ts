// What a staff member does with their own notifications (notify.ts is what stores them): marking
// one or all of them read. Another user's notification answers 404 like a missing one.
import type { Kysely } from 'kysely';
import type { Notification } from '../../../domain/notifications.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { markAllRead, markRead } from './repository.ts';

/** Marks one of the user's notifications read; one already read keeps the time it was first read. */
export async function markNotificationRead(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<Notification> {
  const notification = await markRead(db, userId, id);
  if (!notification) throw new AppError('NOT_FOUND', 'La notificación no existe.');
  return notification;
}

/** Marks every unread notification of the user read; answers how many were. */
export function markAllNotificationsRead(db: Kysely<Database>, userId: number): Promise<number> {
  return markAllRead(db, userId);
}
