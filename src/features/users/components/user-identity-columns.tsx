// The first two columns of both users grids: the name (a link to the user's detail) and the email,
// cut with an ellipsis and shown whole on hover; both sorted by the server.
import { createTableColumn, makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { userFullName } from '../../../../domain/users.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { keepServerOrder } from '../../../lib/ui/server-sorted-grid.tsx';
import { userDetailPath } from '../paths.ts';
import { userStrings } from '../strings.ts';

const useStyles = makeStyles({
  email: {
    display: 'block',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

export function useIdentityColumns(): TableColumnDefinition<UserListItem>[] {
  const styles = useStyles();
  return [
    createTableColumn<UserListItem>({
      columnId: 'name',
      compare: keepServerOrder,
      renderHeaderCell: () => userStrings.columns.name,
      renderCell: (user) => <RouterLink to={userDetailPath(user.id)}>{userFullName(user)}</RouterLink>,
    }),
    createTableColumn<UserListItem>({
      columnId: 'email',
      compare: keepServerOrder,
      renderHeaderCell: () => userStrings.columns.email,
      renderCell: (user) => (
        <span className={styles.email} title={user.email}>
          {user.email}
        </span>
      ),
    }),
  ];
}
