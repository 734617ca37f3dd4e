// "Rechazar" a pending account, behind a confirmation. A refusal of the server stays in the dialog.
import { userFullName } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { ConfirmActionDialog } from '../../../lib/ui/confirm-action-dialog.tsx';
import { rejectUser } from '../api/reject-user.ts';
import { userStrings } from '../strings.ts';
import { usersChanged } from '../queries.ts';
import type { PendingPerson } from './approve-user-dialog.tsx';

const text = userStrings.reject;

export interface RejectUserDialogProps {
  user: PendingPerson | null;
  onClose: () => void;
  onRejected: (user: UserDetail) => void;
}

export function RejectUserDialog({ user, onClose, onRejected }: RejectUserDialogProps) {
  return (
    <ConfirmActionDialog
      isOpen={user !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={text.title}
      body={user ? text.question(userFullName(user)) : ''}
      confirmLabel={text.confirm}
      busyLabel={text.submitting}
      action={async () => {
        if (!user) return;
        const rejected = await rejectUser(user.id);
        void usersChanged();
        onRejected(rejected);
      }}
    />
  );
}
