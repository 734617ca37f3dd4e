// GET /users/pending: the people waiting for a role, within the caller's scope.
import type { Page } from '../../../../domain/pagination.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { UserListRequest } from '../list-query.ts';
import { PENDING_USERS_URL } from './urls.ts';

export function listPendingUsers(
  query: Pick<UserListRequest, 'q' | 'page' | 'size' | 'sort'>,
): Promise<Page<UserListItem>> {
  return apiGet<Page<UserListItem>>(PENDING_USERS_URL, { ...query });
}
