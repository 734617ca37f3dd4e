// The detail of an account (docs/requirements.md §2 users/form/{id}): its facts, and for whoever manages it the
// decision on a pending account, enabling/disabling and the edit form. A Supervisor only reads.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { Checkmark20Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { can } from '../../../../domain/policy.ts';
import { userFullName } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { userStrings } from '../strings.ts';
import { LazyApproveUserDialog, LazyRejectUserDialog } from './decision-dialogs.tsx';
import { EditUserForm } from './edit-user-form.tsx';
import { UserFacts } from './user-facts.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import { UserStatusButton } from './user-status-button.tsx';

const text = userStrings.detail;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow4,
    '@media (max-width: 767px)': { padding: tokens.spacingHorizontalM },
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingVerticalM,
  },
  name: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function UserDetailView({ user: loaded }: { user: UserDetail }) {
  const styles = useStyles();
  const role = useAtomValue(currentRoleAtom);
  const [user, setUser] = useState(loaded);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  // The server shows a manager only the accounts it manages (and itself, handled by the page).
  const canManage = can(role, 'manageUsers');
  const isDecided = user.status === 'ACTIVE' || user.status === 'DISABLED';
  const name = userFullName(user);

  const decided = (changed: UserDetail, summary: string, detail: string) => {
    setDialog(null);
    setUser(changed);
    showToast({ severity: 'success', summary, detail });
  };

  return (
    <>
      <article className={styles.card} aria-labelledby="user-name">
        <div className={styles.heading}>
          <h2 id="user-name" className={styles.name}>
            {name} <UserStatusBadge status={user.status} />
          </h2>
          {canManage ? (
            <div className={styles.actions}>
              {isDecided ? <UserStatusButton user={user} onChanged={setUser} /> : null}
              {!isDecided ? (
                <Button
                  appearance="primary"
                  icon={<Checkmark20Regular />}
                  onClick={() => setDialog('approve')}
                >
                  {userStrings.approve.open}
                </Button>
              ) : null}
              {user.status === 'PENDING' ? (
                <Button icon={<Dismiss20Regular />} onClick={() => setDialog('reject')}>
                  {userStrings.reject.open}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
        {user.status === 'PENDING' || user.status === 'REJECTED' ? (
          <MessageBar intent={user.status === 'PENDING' ? 'warning' : 'info'} layout="multiline">
            <MessageBarBody>
              {user.status === 'PENDING' ? text.pendingNotice : text.rejectedNotice}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        {!canManage ? (
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{text.readOnly}</MessageBarBody>
          </MessageBar>
        ) : null}
        <UserFacts user={user} />
      </article>
      {canManage && isDecided ? <EditUserForm key={user.updatedAt} user={user} onSaved={setUser} /> : null}
      <LazyApproveUserDialog
        user={dialog === 'approve' ? user : null}
        onClose={() => setDialog(null)}
        onApproved={(changed) =>
          decided(changed, userStrings.approve.done, userStrings.approve.doneDetail(name))
        }
      />
      <LazyRejectUserDialog
        user={dialog === 'reject' ? user : null}
        onClose={() => setDialog(null)}
        onRejected={(changed) =>
          decided(changed, userStrings.reject.done, userStrings.reject.doneDetail(name))
        }
      />
    </>
  );
}
