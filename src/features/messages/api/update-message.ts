// PUT /messages/{id} (Admin): the stored message.
import type { Message, MessageInput } from '../../../../domain/messages.ts';
import { apiPut } from '../../../lib/api-client.ts';

export function updateMessage(id: number, input: MessageInput): Promise<Message> {
  return apiPut<Message>(`/messages/${id}`, input);
}
