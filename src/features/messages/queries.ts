// The messages' server state: their query keys, built here; a save or a deletion
// invalidates every message query (the admin list, the banner's active messages and the read
// receipts share the root).
import { queryOptions } from '@tanstack/react-query';
import type { ActiveMessage } from '../../../domain/messages.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { getMessageReceipts } from './api/get-message-receipts.ts';
import { listActiveMessages } from './api/list-active-messages.ts';
import { listMessages, type MessageListRequest } from './api/list-messages.ts';

const messageKeys = {
  all: queryRoots.messages,
  list: (request: MessageListRequest) => [...messageKeys.all, 'list', request] as const,
  active: [...queryRoots.messages, 'active'] as const,
  receipts: (id: number) => [...messageKeys.all, 'receipts', id] as const,
};

export const messageQueries = {
  list: (request: MessageListRequest) =>
    queryOptions({ queryKey: messageKeys.list(request), queryFn: () => listMessages(request) }),
  active: () => queryOptions({ queryKey: messageKeys.active, queryFn: listActiveMessages }),
  receipts: (id: number) =>
    queryOptions({ queryKey: messageKeys.receipts(id), queryFn: () => getMessageReceipts(id) }),
};

/** After the user opened a message: the banner shows it read without asking the server again. */
export function messageOpened(id: number, readAt: string): void {
  queryClient.setQueryData<ActiveMessage[]>(messageKeys.active, (messages) =>
    messages?.map((message) => (message.id === id ? { ...message, readAt } : message)),
  );
}

/** After a message is created, changed or deleted. */
export function messagesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
