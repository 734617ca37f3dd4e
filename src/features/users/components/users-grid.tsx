// The rows of the "Usuarios" tab: name (link to the detail), email, role, zone, supervisor, status.
import { type TableColumnDefinition } from '@fluentui/react-components';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import { USER_SORTS, type UserSort } from '../../../../domain/users.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { userStrings } from '../strings.ts';
import { useIdentityColumns } from './user-identity-columns.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn } from '../../../lib/ui/grid-column.ts';

const text = userStrings.columns;
const LAYOUT: ListLayout = {
  name: { flex: '1.3 1 0', card: 'title' },
  email: { flex: '1.4 1 0', card: 'subtitle' },
  role: { flex: '0 0 110px', card: 'meta' },
  zone: { flex: '0 0 130px', card: 'meta' },
  supervisor: { flex: '1 1 0', card: 'meta' },
  status: { flex: '0 0 120px', card: 'status' },
};

function useColumns(): TableColumnDefinition<UserListItem>[] {
  return [
    ...useIdentityColumns(),
    gridColumn<UserListItem>('role', text.role, (user) =>
      user.role ? ROLE_LABELS[user.role] : userStrings.noRole,
    ),
    gridColumn<UserListItem>('zone', text.zone, (user) => user.zoneName ?? userStrings.none),
    gridColumn<UserListItem>(
      'supervisor',
      text.supervisor,
      (user) => user.supervisorName ?? userStrings.none,
    ),
    gridColumn<UserListItem>('status', text.status, (user) => <UserStatusBadge status={user.status} />),
  ];
}

export interface UsersGridProps {
  users: UserListItem[];
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
}

export function UsersGrid({ users, sort, onSortChange }: UsersGridProps) {
  return (
    <ServerSortedGrid
      items={users}
      sorts={USER_SORTS}
      columns={useColumns()}
      sort={sort}
      onSortChange={onSortChange}
      label={userStrings.tabs.users}
      layout={LAYOUT}
      minWidth="860px"
    />
  );
}
