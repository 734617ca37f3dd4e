// GET /messages (Admin): one page of messages with the list's filters and sort.
import type { Message, MessageSort, MessageStatus } from '../../../../domain/messages.ts';
import type { Page } from '../../../../domain/pagination.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface MessageListRequest {
  q?: string;
  status?: MessageStatus;
  page: number;
  size: number;
  sort: MessageSort;
}

export function listMessages(request: MessageListRequest): Promise<Page<Message>> {
  return apiGet<Page<Message>>('/messages', { ...request });
}
