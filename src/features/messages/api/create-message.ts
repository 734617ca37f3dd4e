// POST /messages (Admin): the stored message; announced to its audience if it is active already.
import type { Message, MessageInput } from '../../../../domain/messages.ts';
import { apiPost } from '../../../lib/api-client.ts';

export function createMessage(input: MessageInput): Promise<Message> {
  return apiPost<Message>('/messages', input);
}
