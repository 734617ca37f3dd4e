// GET /users: one page of the accounts the caller may see, with the list's filters.
import type { Page } from '../../../../domain/pagination.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { apiGet } from '../../../lib/api-client.ts';
import type { UserListRequest } from '../list-query.ts';
import { USERS_URL } from './urls.ts';

export function listUsers(query: UserListRequest): Promise<Page<UserListItem>> {
  return apiGet<Page<UserListItem>>(USERS_URL, { ...query });
}
