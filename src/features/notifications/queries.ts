// The notifications' server state: the list's query keys, built here. Marking read
// invalidates the lists; the unread count of the bell stays in its atom (atoms.ts).
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { listNotifications, type NotificationListRequest } from './api/list-notifications.ts';

const notificationKeys = {
  all: ['notifications'] as const,
  list: (request: NotificationListRequest) => [...notificationKeys.all, 'list', request] as const,
};

export const notificationQueries = {
  list: (request: NotificationListRequest) =>
    queryOptions({ queryKey: notificationKeys.list(request), queryFn: () => listNotifications(request) }),
};

export function notificationsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
