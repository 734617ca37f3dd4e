// GET /notifications/unread-count: the number on the bell.
import type { UnreadCount } from '../../../../domain/notifications.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { UNREAD_COUNT_URL } from './urls.ts';

export async function countUnread(): Promise<number> {
  const { unread } = await apiGet<UnreadCount>(UNREAD_COUNT_URL);
  return unread;
}
