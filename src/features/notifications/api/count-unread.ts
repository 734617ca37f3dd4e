// GET /notifications/unread-count: the number on the bell.
import type { UnreadCount } from '../../../../domain/notifications.ts';
import { apiGet } from '../../../lib/api-client.ts';

export async function countUnread(): Promise<number> {
  const { unread } = await apiGet<UnreadCount>('/notifications/unread-count');
  return unread;
}
