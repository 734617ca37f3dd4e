// The "Pendientes de aprobación" tab: the people waiting for a role, approved or rejected through a
// dialog by an Admin or a Coordinator (a Supervisor only reads).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { can } from '../../../../domain/policy.ts';
import { userFullName } from '../../../../domain/users.ts';
import type { UserListItem } from '../../../../domain/users-schemas.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useQuery } from '@tanstack/react-query';
import { queryState } from '../../../lib/query-state.ts';
import { ListPanel } from '../../../lib/ui/list-frame.tsx';
import { PagedListBody } from '../../../lib/ui/paged-list-body.tsx';
import { useListView } from '../../../lib/use-list-view.ts';
import { PENDING_USER_LIST_VIEW } from '../list-query.ts';
import { listTexts, userStrings } from '../strings.ts';
import { LazyApproveUserDialog, LazyRejectUserDialog } from './decision-dialogs.tsx';
import { PendingUsersGrid } from './pending-users-grid.tsx';
import { userQueries, usersChanged } from '../queries.ts';
import { UserListFiltersBar } from './user-list-filters.tsx';

export function PendingUsersList() {
  const role = useAtomValue(currentRoleAtom);
  const canDecide = can(role, 'manageUsers');
  const list = useListView(PENDING_USER_LIST_VIEW);
  const load = queryState(useQuery(userQueries.pending(list.request)));
  const [approving, setApproving] = useState<UserListItem | null>(null);
  const [rejecting, setRejecting] = useState<UserListItem | null>(null);

  const decided = (summary: string, detail: string) => {
    setApproving(null);
    setRejecting(null);
    showToast({ severity: 'success', summary, detail });
    void usersChanged();
  };

  return (
    <>
      {canDecide ? (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{userStrings.pendingHint}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ListPanel>
        <UserListFiltersBar isSearchOnly filters={list.view.filters} onChange={list.setFilters} />
        <PagedListBody load={load} texts={listTexts('pending')} list={list}>
          {(users) => (
            <PendingUsersGrid
              users={users}
              sort={list.view.sort}
              onSortChange={list.setSort}
              onApprove={canDecide ? setApproving : undefined}
              onReject={canDecide ? setRejecting : undefined}
            />
          )}
        </PagedListBody>
      </ListPanel>
      <LazyApproveUserDialog
        user={approving}
        onClose={() => setApproving(null)}
        onApproved={(user) =>
          decided(userStrings.approve.done, userStrings.approve.doneDetail(userFullName(user)))
        }
      />
      <LazyRejectUserDialog
        user={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(user) =>
          decided(userStrings.reject.done, userStrings.reject.doneDetail(userFullName(user)))
        }
      />
    </>
  );
}
