// The rows of the "Pendientes de aprobación" tab: who asked for access and when, with Aprobar and
// Rechazar (beside the name) for those who may decide.
import { Button, makeStyles, tokens, type TableColumnDefinition } from '@fluentui/react-components';
import { Checkmark16Regular, Dismiss16Regular } from '@fluentui/react-icons';
import { USER_SORTS, userFullName, type UserSort } from '../../../../domain/users.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { formatDate } from '../../../lib/format.ts';
import { userStrings } from '../strings.ts';
import { useIdentityColumns } from './user-identity-columns.tsx';
import { ServerSortedGrid } from '../../../lib/ui/server-sorted-grid.tsx';
import type { ListLayout } from '../../../lib/ui/list-layout.ts';
import { gridColumn, sortedGridColumn } from '../../../lib/ui/grid-column.ts';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const text = userStrings.columns;
const LAYOUT: ListLayout = {
  name: { flex: '1.2 1 0', card: 'title' },
  email: { flex: '1.5 1 0', card: 'subtitle' },
  phone: { flex: '0 0 120px', card: 'meta' },
  createdAt: { flex: '0 0 140px', card: 'meta' },
  actions: { flex: '0 0 220px', card: 'actions' },
};

export interface PendingUsersGridProps {
  users: UserListItem[];
  sort: UserSort;
  onSortChange: (sort: UserSort) => void;
  /** Absent for a Supervisor, who only reads. */
  onApprove?: (user: UserListItem) => void;
  onReject?: (user: UserListItem) => void;
}

export function PendingUsersGrid({ users, sort, onSortChange, onApprove, onReject }: PendingUsersGridProps) {
  const styles = useStyles();
  const columns: TableColumnDefinition<UserListItem>[] = [
    ...useIdentityColumns(),
    gridColumn<UserListItem>('phone', text.phone, (user) => user.phone ?? userStrings.none),
    sortedGridColumn<UserListItem>('createdAt', text.requestedAt, (user) => formatDate(user.createdAt)),
  ];
  // Right after the name, so a phone shows the decision without scrolling sideways.
  if (onApprove && onReject)
    columns.splice(
      1,
      0,
      gridColumn<UserListItem>('actions', text.actions, (user) => (
        <div className={styles.actions}>
          <Button
            size="small"
            appearance="primary"
            icon={<Checkmark16Regular />}
            aria-label={userStrings.approve.openFor(userFullName(user))}
            onClick={() => onApprove(user)}
          >
            {userStrings.approve.open}
          </Button>
          <Button
            size="small"
            icon={<Dismiss16Regular />}
            aria-label={userStrings.reject.openFor(userFullName(user))}
            onClick={() => onReject(user)}
          >
            {userStrings.reject.open}
          </Button>
        </div>
      )),
    );

  return (
    <ServerSortedGrid
      items={users}
      sorts={USER_SORTS}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      label={userStrings.tabs.pending}
      layout={LAYOUT}
      minWidth="820px"
    />
  );
}
