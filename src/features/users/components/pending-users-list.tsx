// The "Pendientes de aprobación" tab: the people waiting for a role, approved or rejected through a
// dialog by an Admin or a Coordinator (a Supervisor only reads).
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { assignableRoles, userFullName, type UserListItem } from '../../../../domain/users.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { hasUserFilters, withUserFilters } from '../list-query.ts';
import { PENDING_TAB, userStrings } from '../strings.ts';
import { usePageLoad } from '../use-page-load.ts';
import { useUserListView } from '../use-user-list-view.ts';
import { LazyApproveUserDialog, LazyRejectUserDialog } from './decision-dialogs.tsx';
import { ListPanel } from './list-panel.tsx';
import { PendingUsersGrid } from './pending-users-grid.tsx';
import { userQueries, usersChanged } from '../queries.ts';
import { UserListFiltersBar } from './user-list-filters.tsx';

export function PendingUsersList() {
  const role = useAtomValue(currentRoleAtom);
  const canDecide = assignableRoles(role).length > 0;
  const { view, request, show } = useUserListView(PENDING_TAB);
  const { load, meta, reload } = usePageLoad(userQueries.pending(request));
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
      <ListPanel
        load={load}
        meta={meta}
        view={view}
        isFiltered={hasUserFilters(view, PENDING_TAB)}
        texts={{
          loading: userStrings.loading.pending,
          loadFailed: userStrings.loadFailed.pending,
          empty: userStrings.empty.pending,
          nothingYet: userStrings.nothingYet.pending,
        }}
        filters={
          <UserListFiltersBar
            isSearchOnly
            filters={view.filters}
            onChange={(filters) => show(withUserFilters(view, filters))}
          />
        }
        onReload={reload}
        onShow={show}
      >
        {(users) => (
          <PendingUsersGrid
            users={users}
            sort={view.sort}
            onSortChange={(sort) => show({ ...view, sort, page: 1 })}
            onApprove={canDecide ? setApproving : undefined}
            onReject={canDecide ? setRejecting : undefined}
          />
        )}
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
