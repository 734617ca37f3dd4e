// UserFormPage (docs/requirements.md §2 users/form/{id?}): without an id the invitation form (Admin, Coordinator);
// with one the account's detail, editable by whoever manages it, read-only for a Supervisor, and
// one's own profile when it is the caller's own account.
import { useQuery } from '@tanstack/react-query';
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { assignableRoles } from '../../../../domain/users.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { currentRoleAtom, userDetailsAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { LoadFailed, PageLoading } from '../../../lib/ui/load-state.tsx';
import { RouterLink } from '../../../lib/ui/router-link.tsx';
import { InviteUserForm } from '../components/invite-user-form.tsx';
import { OwnProfileView } from '../components/own-profile.tsx';
import { UserDetailView } from '../components/user-detail.tsx';
import { userDetailPath } from '../paths.ts';
import { queryState } from '../../../lib/query-state.ts';
import { userQueries } from '../queries.ts';
import { userStrings } from '../strings.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

function idOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export default function UserFormPage() {
  const styles = useStyles();
  const param = useParams().id;
  const id = idOf(param);
  const backLink = (
    <RouterLink to={ROUTES.users.path} className={styles.back}>
      <ArrowLeft20Regular aria-hidden />
      {userStrings.detail.backToList}
    </RouterLink>
  );
  return (
    <div className={styles.page}>
      {backLink}
      {param === undefined ? <Invitation /> : null}
      {param !== undefined && id === null ? <NotFound /> : null}
      {id !== null ? <Account id={id} /> : null}
    </div>
  );
}

function Invitation() {
  const navigate = useNavigate();
  const role = useAtomValue(currentRoleAtom);
  if (assignableRoles(role).length === 0)
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{userStrings.invite.notAllowed}</MessageBarBody>
      </MessageBar>
    );
  return (
    <InviteUserForm
      onCancel={() => void navigate(ROUTES.users.path)}
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

function NotFound() {
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>{userStrings.detail.notFound}</MessageBarBody>
    </MessageBar>
  );
}

function Account({ id }: { id: number }) {
  const me = useAtomValue(userDetailsAtom);
  const load = queryState(useQuery(userQueries.detail(id)));
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return isApiError(load.error) && load.error.statusCode === 404 ? (
      <NotFound />
    ) : (
      <LoadFailed error={load.error} onRetry={load.retry} />
    );
  return load.data.id === me?.id ? (
    <OwnProfileView user={load.data} />
  ) : (
    <UserDetailView key={load.data.id} user={load.data} />
  );
}
