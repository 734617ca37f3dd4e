// The messages' server state (issue 14): their query keys, built here; a save or a deletion
// invalidates every message query (the admin list and the banner's active messages share the root).
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { listMessages, type MessageListRequest } from './api/list-messages.ts';

export const messageKeys = {
  all: queryRoots.messages,
  list: (request: MessageListRequest) => [...messageKeys.all, 'list', request] as const,
};

export const messageQueries = {
  list: (request: MessageListRequest) =>
    queryOptions({ queryKey: messageKeys.list(request), queryFn: () => listMessages(request) }),
};

/** After a message is created, changed or deleted. */
export function messagesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: messageKeys.all });
}
