// UsersPage (docs/requirements.md §2, §3): for Admin, Coordinator and Supervisor the tabs "users"
// (the list) and "users-pending-list" (waiting for approval; read-only for a Supervisor), which
// follow the address; for a Consultant the same /dashboard/users shows its own profile instead.
import { useQuery } from '@tanstack/react-query';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { PersonAdd20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { Suspense, lazy } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ROUTES, canOpen, showsOwnProfile } from '../../../../domain/app-routes.ts';
import { can } from '../../../../domain/policy.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { ListHead, ListPage } from '../../../lib/ui/list-frame.tsx';
import { PageLoading } from '../../../lib/ui/load-state.tsx';
import { PendingUsersList } from '../components/pending-users-list.tsx';
import { UsersList } from '../components/users-list.tsx';
import { inviteUserPath, TAB_PATHS, tabOfPath } from '../paths.ts';
import { PENDING_TAB, USERS_TAB, userStrings } from '../strings.ts';
import { userQueries } from '../queries.ts';

// Only a Consultant sees its profile here: the lists' users need none of its forms.
const OwnProfile = lazy(() =>
  import('../components/own-profile.tsx').then((module) => ({ default: module.OwnProfile })),
);

/** How many people wait, for the tab's label; null while unknown (or when it could not be read). */
function usePendingCount(isWanted: boolean): number | null {
  const query = useQuery({ ...userQueries.pendingCount(), enabled: isWanted });
  return query.isError ? null : (query.data?.totalRecords ?? null);
}

export default function UsersPage() {
  const role = useAtomValue(currentRoleAtom);
  return showsOwnProfile(role) ? (
    <Suspense fallback={<PageLoading />}>
      <OwnProfile />
    </Suspense>
  ) : (
    <UsersLists />
  );
}

function UsersLists() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const role = useAtomValue(currentRoleAtom);
  const tab = tabOfPath(pathname);
  const canManage = can(role, 'manageUsers');
  // Only those who decide on access see the pending list (a Supervisor could never use it).
  const canSeePending = canOpen(ROUTES.usersPending, role);
  // A decision invalidates the users' queries (queries.ts), the count with them.
  const pendingCount = usePendingCount(canSeePending);

  const tabs = (
    <TabList
      selectedValue={tab}
      onTabSelect={(_, data) => {
        if (data.value !== tab)
          void navigate(data.value === PENDING_TAB ? TAB_PATHS[PENDING_TAB] : TAB_PATHS[USERS_TAB]);
      }}
      aria-label={userStrings.tabs.label}
    >
      <Tab value={USERS_TAB}>{userStrings.tabs.users}</Tab>
      {canSeePending || tab === PENDING_TAB ? (
        <Tab value={PENDING_TAB}>
          {pendingCount ? userStrings.tabs.pendingCount(pendingCount) : userStrings.tabs.pending}
        </Tab>
      ) : null}
    </TabList>
  );
  const actions = canManage ? (
    <Button
      appearance="primary"
      icon={<PersonAdd20Regular />}
      onClick={() => void navigate(inviteUserPath())}
    >
      {userStrings.toolbar.invite}
    </Button>
  ) : null;

  return (
    <ListPage>
      <ListHead lead={tabs} actions={actions} />
      {tab === PENDING_TAB ? <PendingUsersList /> : <UsersList />}
    </ListPage>
  );
}
