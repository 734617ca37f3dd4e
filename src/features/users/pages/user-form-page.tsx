// UserFormPage (docs/requirements.md §2 users/form/{id?}): without an id the invitation form (Admin, Coordinator);
// with one the account's detail, editable by whoever manages it, read-only for a Supervisor, and
// one's own profile when it is the caller's own account.
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { can } from '../../../../domain/policy.ts';
import { useListReturn } from '../../../lib/list-return.ts';
import { currentRoleAtom, userDetailsAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { RecordPage } from '../../../lib/ui/back-link.tsx';
import { InviteUserForm } from '../components/invite-user-form.tsx';
import { OwnProfileView } from '../components/own-profile.tsx';
import { UserDetailView } from '../components/user-detail.tsx';
import { userDetailPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { userQueries } from '../queries.ts';
import { userStrings } from '../strings.ts';
import { RecordHistory } from '../../../lib/history/record-history.tsx';
import { RecordNotFound } from '../../../lib/ui/record-not-found.tsx';

function idOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function UserFormPage() {
  const param = useParams().id;
  const id = idOf(param);
  // Back to the users list as it was left (filters, page, sort).
  return (
    <RecordPage back={{ to: ROUTES.users.path, label: userStrings.detail.backToList }}>
      {param === undefined ? <Invitation /> : null}
      {param !== undefined && id === null ? <RecordNotFound /> : null}
      {id !== null ? <Account id={id} /> : null}
    </RecordPage>
  );
}

function Invitation() {
  const navigate = useNavigate();
  const listReturn = useListReturn();
  const role = useAtomValue(currentRoleAtom);
  if (!can(role, 'manageUsers'))
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{userStrings.invite.notAllowed}</MessageBarBody>
      </MessageBar>
    );
  return (
    <InviteUserForm
      onCancel={() => void navigate(listReturn(ROUTES.users.path))}
      onInvited={(user) => {
        showToast({
          severity: 'success',
          summary: userStrings.invite.done,
          detail: userStrings.invite.doneDetail(user.email),
        });
        void navigate(userDetailPath(user.id), { replace: true });
      }}
    />
  );
}

function Account({ id }: { id: number }) {
  const me = useAtomValue(userDetailsAtom);
  const load = queryState(useQuery(userQueries.detail(id)));
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed') return <LoadFailed error={load.error} onRetry={load.retry} />;
  return (
    <>
      {load.data.id === me?.id ? (
        <OwnProfileView user={load.data} />
      ) : (
        <UserDetailView key={load.data.id} user={load.data} />
      )}
      <RecordHistory resource="users" id={load.data.id} revision={load.data.updatedAt} />
    </>
  );
}
