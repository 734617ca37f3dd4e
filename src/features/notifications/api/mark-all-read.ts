// PUT /notifications/read-all: marks every notification of the caller read.
import type { MarkedRead } from '../../../../domain/notifications.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function markAllRead(): Promise<MarkedRead> {
  return apiPut<MarkedRead>('/notifications/read-all');
}
