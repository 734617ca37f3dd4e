// GET /notifications: one page of the caller's own notifications.
import type { Notification, NotificationSort } from '../../../../domain/notifications.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface NotificationListRequest {
  unread?: boolean;
  page: number;
  size: number;
  sort: NotificationSort;
}

export function listNotifications(request: NotificationListRequest): Promise<Page<Notification>> {
  return apiGet<Page<Notification>>('/notifications', { ...request });
}
