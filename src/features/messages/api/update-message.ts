// PUT /messages/{id} (Admin): the stored message.
import type { Message, MessageUpdate } from '../../../../domain/messages.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateMessage(id: number, input: MessageUpdate): Promise<Message> {
  return apiPut<Message>(`/messages/${id}`, input);
}
