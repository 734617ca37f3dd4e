// The users' server state: every query key of the feature is built here; an invitation,
// a decision, an edit or a status change invalidates `userKeys.all` (lists, pending count, pages).
import { queryOptions } from '@tanstack/react-query';
import { locationKeys } from '../../lib/locations/queries.ts';
import { queryClient } from '../../lib/query-client.ts';
import { getUser } from './api/get-user.ts';
import { listPendingUsers } from './api/list-pending-users.ts';
import { listUsers } from './api/list-users.ts';
import { listZoneOptions } from './api/lookups.ts';
import type { UserListRequest } from './list-query.ts';

type PendingRequest = Pick<UserListRequest, 'q' | 'page' | 'size' | 'sort'>;

export const userKeys = {
  all: ['users'] as const,
  list: (request: UserListRequest) => [...userKeys.all, 'list', request] as const,
  pending: (request: PendingRequest) => [...userKeys.all, 'pending', request] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
};

export const userQueries = {
  list: (request: UserListRequest) =>
    queryOptions({ queryKey: userKeys.list(request), queryFn: () => listUsers(request) }),
  pending: (request: PendingRequest) =>
    queryOptions({ queryKey: userKeys.pending(request), queryFn: () => listPendingUsers(request) }),
  /** How many wait, for the tab's label: the first page of the pending list, oldest first. */
  pendingCount: () => userQueries.pending({ page: 1, size: 10, sort: 'createdAt:asc' }),
  detail: (id: number) => queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) }),
  /** The zones as options (the list's filter, an Admin's assignment field); the zones page invalidates them. */
  zoneOptions: () =>
    queryOptions({ queryKey: [...locationKeys.all, 'zone-options'], queryFn: listZoneOptions }),
};

export function usersChanged(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.all });
}
