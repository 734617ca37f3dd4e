// The view of the users lists (filters, page, size, sort) lives in the URL query, so reload and back
// keep it. Reading is forgiving (a bad value falls back to its default); writing drops empty values,
// trims strings (docs/requirements.md §5) and leaves defaults out. The pending tab filters by text only.
import { cleanFilters } from '../../../domain/filters.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../../../domain/pagination.ts';
import { staffRoleSchema, type StaffRole } from '../../../domain/roles.ts';
import {
  DEFAULT_PENDING_SORT,
  DEFAULT_USER_SORT,
  USER_SORTS,
  userStatusSchema,
  type UserSort,
  type UserStatus,
} from '../../../domain/users.ts';
import { PAGE_SIZES, type PageSize } from '../../lib/ui/ui-strings.ts';
import { PENDING_TAB, USERS_TAB } from './strings.ts';

export type UsersTab = typeof USERS_TAB | typeof PENDING_TAB;

export interface UserListFilters {
  q?: string;
  role?: StaffRole;
  status?: UserStatus;
  zoneId?: number;
}

export interface UserListView {
  filters: UserListFilters;
  page: number;
  size: PageSize;
  sort: UserSort;
}

export type UserListRequest = UserListFilters & { page: number; size: PageSize; sort: UserSort };

const MAX_SEARCH_LENGTH = 100;

export function defaultSortOf(tab: UsersTab): UserSort {
  return tab === PENDING_TAB ? DEFAULT_PENDING_SORT : DEFAULT_USER_SORT;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Only the filters that carry a value, strings trimmed (docs/requirements.md §5); the pending tab keeps only the text. */
export function cleanUserFilters(filters: UserListFilters, tab: UsersTab = USERS_TAB): UserListFilters {
  const clean = cleanFilters({ ...filters });
  const result: UserListFilters = {};
  if (typeof clean.q === 'string') result.q = clean.q.slice(0, MAX_SEARCH_LENGTH);
  if (tab === PENDING_TAB) return result;
  const role = staffRoleSchema.safeParse(clean.role);
  if (role.success) result.role = role.data;
  const status = userStatusSchema.safeParse(clean.status);
  if (status.success) result.status = status.data;
  if (typeof clean.zoneId === 'number' && Number.isSafeInteger(clean.zoneId) && clean.zoneId > 0)
    result.zoneId = clean.zoneId;
  return result;
}

export function readUserListView(params: URLSearchParams, tab: UsersTab): UserListView {
  const size = params.get('size')?.trim();
  const sort = params.get('sort')?.trim();
  return {
    filters: cleanUserFilters(
      {
        q: params.get('q') ?? undefined,
        role: staffRoleSchema.safeParse(params.get('role')?.trim()).data,
        status: userStatusSchema.safeParse(params.get('status')?.trim()).data,
        zoneId: positiveInt(params.get('zoneId')),
      },
      tab,
    ),
    page: positiveInt(params.get('page')) ?? DEFAULT_PAGE,
    size: PAGE_SIZES.find((option) => String(option) === size) ?? DEFAULT_PAGE_SIZE,
    sort: USER_SORTS.find((option) => option === sort) ?? defaultSortOf(tab),
  };
}

export function writeUserListView(view: UserListView, tab: UsersTab): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(cleanUserFilters(view.filters, tab)))
    params.set(key, String(value));
  if (view.page !== DEFAULT_PAGE) params.set('page', String(view.page));
  if (view.size !== DEFAULT_PAGE_SIZE) params.set('size', String(view.size));
  if (view.sort !== defaultSortOf(tab)) params.set('sort', view.sort);
  return params;
}

export function userListRequest(view: UserListView, tab: UsersTab): UserListRequest {
  return { ...cleanUserFilters(view.filters, tab), page: view.page, size: view.size, sort: view.sort };
}

/** New filters start again at page 1: the old page number may not exist any more. */
export function withUserFilters(view: UserListView, filters: UserListFilters): UserListView {
  return { ...view, filters, page: DEFAULT_PAGE };
}

export function hasUserFilters(view: UserListView, tab: UsersTab): boolean {
  return Object.keys(cleanUserFilters(view.filters, tab)).length > 0;
}
