// The view of a users list read from the address, and a way to show another one (a new address,
// so back and reload keep filters, page and sort).
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import {
  readUserListView,
  userListRequest,
  writeUserListView,
  type UserListRequest,
  type UserListView,
  type UsersTab,
} from './list-query.ts';
import { PENDING_TAB } from './strings.ts';

export const TAB_PATHS: Record<UsersTab, string> = {
  users: ROUTES.users.path,
  'users-pending-list': ROUTES.usersPending.path,
};

export function tabOfPath(pathname: string): UsersTab {
  return pathname.replace(/\/+$/, '') === ROUTES.usersPending.path ? PENDING_TAB : 'users';
}

export function useUserListView(tab: UsersTab): {
  view: UserListView;
  request: UserListRequest;
  show: (view: UserListView) => void;
} {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const view = useMemo(() => readUserListView(new URLSearchParams(search), tab), [search, tab]);
  const request = useMemo(() => userListRequest(view, tab), [view, tab]);
  const show = (next: UserListView) => {
    const query = writeUserListView(next, tab).toString();
    void navigate({ pathname: TAB_PATHS[tab], search: query ? `?${query}` : '' });
  };
  return { view, request, show };
}
