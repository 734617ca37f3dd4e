// Addresses of the users pages.
import { generatePath } from 'react-router-dom';
import { ROUTES } from '../../../domain/app-routes.ts';
import { PENDING_TAB, USERS_TAB } from './strings.ts';

export type UsersTab = typeof USERS_TAB | typeof PENDING_TAB;

export const userDetailPath = (id: number) => generatePath(ROUTES.userForm.path, { id: String(id) });
export const inviteUserPath = () => generatePath(ROUTES.userForm.path, {});

/** The address of each tab of the users page. */
export const TAB_PATHS: Record<UsersTab, string> = {
  users: ROUTES.users.path,
  'users-pending-list': ROUTES.usersPending.path,
};

export function tabOfPath(pathname: string): UsersTab {
  return pathname.replace(/\/+$/, '') === ROUTES.usersPending.path ? PENDING_TAB : USERS_TAB;
}
