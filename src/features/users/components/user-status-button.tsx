// "Deshabilitar" / "Habilitar" an approved account, behind a confirmation that says what happens.
import { PersonProhibited20Regular, PersonAvailable20Regular } from '@fluentui/react-icons';
import { userFullName } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { showToast } from '../../../lib/toast.tsx';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { setUserStatus } from '../api/set-user-status.ts';
import { usersChanged } from '../queries.ts';
import { userStrings } from '../strings.ts';

const text = userStrings.status;

export function UserStatusButton({
  user,
  onChanged,
}: {
  user: UserDetail;
  onChanged: (user: UserDetail) => void;
}) {
  const isDisabling = user.status === 'ACTIVE';
  const name = userFullName(user);

  return (
    <ConfirmActionDialog
      triggerLabel={isDisabling ? text.disable : text.enable}
      triggerIcon={isDisabling ? <PersonProhibited20Regular /> : <PersonAvailable20Regular />}
      title={isDisabling ? text.disableTitle : text.enableTitle}
      body={isDisabling ? text.disableQuestion(name) : text.enableQuestion(name)}
      confirmLabel={isDisabling ? text.disable : text.enable}
      busyLabel={text.submitting}
      action={async () => {
        const changed = await setUserStatus(user.id, { status: isDisabling ? 'DISABLED' : 'ACTIVE' });
        void usersChanged();
        showToast({ severity: 'success', summary: isDisabling ? text.disabled : text.enabled, detail: name });
        onChanged(changed);
      }}
    />
  );
}
