// The "Usuarios" tab: every account the caller may see, with its filters in the address.
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { can } from '../../../../domain/policy.ts';
import { queryState } from '../../../lib/query-state.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListPanel } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { USER_LIST_VIEW } from '../list-query.ts';
import { userQueries } from '../queries.ts';
import { listTexts } from '../strings.ts';
import { UserListFiltersBar } from './user-list-filters.tsx';
import { UsersGrid } from './users-grid.tsx';

export function UsersList() {
  const role = useAtomValue(currentRoleAtom);
  const list = useListView(USER_LIST_VIEW);
  const load = queryState(useQuery(userQueries.list(list.request)));
  // Only an Admin sees more than one zone; the zone filter is a convenience and may fail quietly.
  const zones = useQuery({ ...userQueries.zoneOptions(), enabled: can(role, 'workAcrossZones') }).data ?? [];

  return (
    <ListPanel>
      <UserListFiltersBar filters={list.view.filters} zones={zones} onChange={list.setFilters} />
      <PagedListBody load={load} texts={listTexts('users')} list={list}>
        {(users) => <UsersGrid users={users} sort={list.view.sort} onSortChange={list.setSort} />}
      </PagedListBody>
    </ListPanel>
  );
}
