// The views of the users lists in the URL query (src/lib/list-view.ts): on the "users" tab a search
// by name or e-mail, role, status and zone; the pending tab filters by text only and lists the
// oldest request first.
import { STAFF_ROLES, type StaffRole } from '../../../domain/roles.ts';
import {
  DEFAULT_PENDING_SORT,
  DEFAULT_USER_SORT,
  USER_SORTS,
  USER_STATUSES,
  type UserSort,
  type UserStatus,
} from '../../../domain/users.ts';
import { queryValue, type ListViewSpec } from '../../lib/list-view.ts';
import type { PageSize } from '../../lib/ui/ui-strings.ts';

export type UserListFilters = {
  q?: string;
  role?: StaffRole;
  status?: UserStatus;
  zoneId?: number;
};

export type UserListRequest = UserListFilters & { page: number; size: PageSize; sort: UserSort };

export const USER_LIST_VIEW: ListViewSpec<UserListFilters, UserSort> = {
  sorts: USER_SORTS,
  defaultSort: DEFAULT_USER_SORT,
  readFilters: (params) => ({
    q: queryValue.text(params.get('q')),
    role: queryValue.oneOf(STAFF_ROLES, params.get('role')),
    status: queryValue.oneOf(USER_STATUSES, params.get('status')),
    zoneId: queryValue.positiveInt(params.get('zoneId')),
  }),
};

export const PENDING_USER_LIST_VIEW: ListViewSpec<UserListFilters, UserSort> = {
  sorts: USER_SORTS,
  defaultSort: DEFAULT_PENDING_SORT,
  readFilters: (params) => ({ q: queryValue.text(params.get('q')) }),
};
