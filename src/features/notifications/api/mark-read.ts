// PUT /notifications/{id}/read: marks one of the caller's notifications read.
import type { Notification } from '../../../../domain/notifications.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function markRead(id: number): Promise<Notification> {
  return apiPut<Notification>(`/notifications/${id}/read`);
}
