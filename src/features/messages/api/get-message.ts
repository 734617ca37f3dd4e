// GET /messages/{id} (Admin): the message as stored, with its version (the edit dialog reads it
// again when its save was stale).
import type { Message } from '../../../../domain/messages.ts';
import { apiGet } from '../../../lib/api-client.ts';

export function getMessage(id: number): Promise<Message> {
  return apiGet<Message>(`/messages/${id}`);
}
