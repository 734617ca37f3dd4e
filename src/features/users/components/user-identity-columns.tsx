// The first two columns of both users grids: the name (a link to the user's detail) and the email,
// cut with an ellipsis and shown whole on hover; both sorted by the server.
import { makeStyles, type TableColumnDefinition } from '@fluentui/react-components';
import { userFullName } from '../../../../domain/users.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { userDetailPath } from '../paths.ts';
import { userStrings } from '../strings.ts';
import { sortedGridColumn } from '../../../lib/ui/grid-column.ts';

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
    sortedGridColumn<UserListItem>('name', userStrings.columns.name, (user) => (
      <RouterLink to={userDetailPath(user.id)}>{userFullName(user)}</RouterLink>
    )),
    sortedGridColumn<UserListItem>('email', userStrings.columns.email, (user) => (
      <span className={styles.email} title={user.email}>
        {user.email}
      </span>
    )),
  ];
}
