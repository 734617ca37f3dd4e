// The "Usuarios" tab: every account the caller may see, with its filters in the address.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { currentRoleAtom } from '../../../lib/session.ts';
import { hasUserFilters, withUserFilters } from '../list-query.ts';
import { USERS_TAB, userStrings } from '../strings.ts';
import { usePageLoad } from '../use-page-load.ts';
import { useUserListView } from '../use-user-list-view.ts';
import { ListPanel } from './list-panel.tsx';
import { UserListFiltersBar } from './user-list-filters.tsx';
import { userQueries } from '../queries.ts';
import { UsersGrid } from './users-grid.tsx';

export function UsersList() {
  const role = useAtomValue(currentRoleAtom);
  const { view, request, show } = useUserListView(USERS_TAB);
  const { load, meta, reload } = usePageLoad(userQueries.list(request));
  // Only an Admin sees more than one zone; the zone filter is a convenience and may fail quietly.
  const zones = useQuery({ ...userQueries.zoneOptions(), enabled: role === 'ADMIN' }).data ?? [];

  return (
    <ListPanel
      load={load}
      meta={meta}
      view={view}
      isFiltered={hasUserFilters(view, USERS_TAB)}
      texts={{
        loading: userStrings.loading.users,
        loadFailed: userStrings.loadFailed.users,
        empty: userStrings.empty.users,
        nothingYet: userStrings.nothingYet.users,
      }}
      filters={
        <UserListFiltersBar
          filters={view.filters}
          zones={zones}
          onChange={(filters) => show(withUserFilters(view, filters))}
        />
      }
      onReload={reload}
      onShow={show}
    >
      {(users) => (
        <UsersGrid users={users} sort={view.sort} onSortChange={(sort) => show({ ...view, sort, page: 1 })} />
      )}
    </ListPanel>
  );
}
