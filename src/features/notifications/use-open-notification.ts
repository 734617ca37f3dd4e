// Opening a notification: it counts as read (the bell goes down at once) and the record it is about
// opens. One without a record (a message) opens `fallbackPath` (from the bell: the notifications
// page, where it reads whole) or stays where it is (on that page).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import type { Notification } from '../../../domain/notifications.ts';
import { markRead } from './api/mark-read.ts';
import { refreshUnreadCountAtom, unreadCountAtom } from './atoms.ts';

export function useMarkRead(): (notification: Notification) => Promise<Notification> {
  const setUnread = useSetAtom(unreadCountAtom);
  const refresh = useSetAtom(refreshUnreadCountAtom);
  return useCallback(
    async (notification) => {
      if (notification.readAt !== null) return notification;
      setUnread((count) => (count === null ? count : Math.max(0, count - 1)));
      try {
        return await markRead(notification.id);
      } finally {
        void refresh();
      }
    },
    [setUnread, refresh],
  );
}

export interface OpenOptions {
  fallbackPath?: string | null;
  onRead?: (read: Notification) => void;
}

export function useOpenNotification({ fallbackPath = ROUTES.notifications.path, onRead }: OpenOptions = {}): (
  notification: Notification,
) => void {
  const navigate = useNavigate();
  const markAsRead = useMarkRead();
  return useCallback(
    (notification) => {
      markAsRead(notification).then(onRead, () => undefined);
      const target = notification.link ?? fallbackPath;
      if (target) void navigate(target);
    },
    [markAsRead, navigate, onRead, fallbackPath],
  );
}
