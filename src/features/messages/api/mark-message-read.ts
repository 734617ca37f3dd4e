// POST /messages/{id}/read: the staff member opened the message in the banner.
import type { MessageRead } from '../../../../domain/messages.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function markMessageRead(id: number): Promise<MessageRead> {
  return apiPost<MessageRead>(`/messages/${id}/read`);
}
