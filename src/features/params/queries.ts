// The params' server state (issue 14): messages and simulator parameters, their query keys built
// here; each save invalidates what it changed.
import { queryOptions } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client.ts';
import { getSimulatorParams } from './api/get-simulator-params.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { listMessages, type MessageListRequest } from './api/list-messages.ts';

export const paramKeys = {
  messages: queryRoots.messages,
  messageList: (request: MessageListRequest) => [...paramKeys.messages, 'list', request] as const,
  simulatorParams: ['simulator-params'] as const,
};

export const paramQueries = {
  messageList: (request: MessageListRequest) =>
    queryOptions({ queryKey: paramKeys.messageList(request), queryFn: () => listMessages(request) }),
  simulatorParams: () => queryOptions({ queryKey: paramKeys.simulatorParams, queryFn: getSimulatorParams }),
};

/** After a message is created, changed or deleted. */
export function messagesChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paramKeys.messages });
}

/** After the simulator parameters are saved. */
export function simulatorParamsChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: paramKeys.simulatorParams });
}
