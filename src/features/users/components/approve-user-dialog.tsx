// "Aprobar" a pending account: a dialog where the role, zone, supervisor and distributor are chosen.
// A refusal of the server stays in the dialog, next to the field it names.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { assignableRoles, userFullName } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { approveUser } from '../api/approve-user.ts';
import { approveFormSchema, EMPTY_ASSIGNMENT } from '../assignment-form.ts';
import { userStrings } from '../strings.ts';
import { usersChanged } from '../queries.ts';
import { AssignmentFields } from './assignment-fields.tsx';

const text = userStrings.approve;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface PendingPerson {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface ApproveUserDialogProps {
  /** The person to approve; null keeps the dialog closed. */
  user: PendingPerson | null;
  onClose: () => void;
  onApproved: (user: UserDetail) => void;
}

export function ApproveUserDialog({ user, onClose, onApproved }: ApproveUserDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        {user ? <ApproveForm key={user.id} user={user} onClose={onClose} onApproved={onApproved} /> : null}
      </DialogSurface>
    </Dialog>
  );
}

function ApproveForm({
  user,
  onClose,
  onApproved,
}: { user: PendingPerson } & Omit<ApproveUserDialogProps, 'user'>) {
  const styles = useStyles();
  const role = useAtomValue(currentRoleAtom);
  const form = useSchemaForm(approveFormSchema, EMPTY_ASSIGNMENT);
  const name = userFullName(user);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (body) => {
        const approved = await approveUser(user.id, body);
        void usersChanged();
        onApproved(approved);
      })}
    >
      <DialogBody>
        <DialogTitle>{text.title(name)}</DialogTitle>
        <DialogContent className={styles.form}>
          <p className={styles.intro}>
            {user.email}. {text.intro}
          </p>
          <FormError title={text.refused} message={form.formError} />
          <AssignmentFields
            values={form.values}
            errors={form.errors}
            roles={assignableRoles(role)}
            onChange={form.setValue}
          />
        </DialogContent>
        <DialogActions>
          <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.submitting}>
            {text.confirm}
          </SubmitButton>
          <Button disabled={form.isSubmitting} onClick={onClose}>
            {text.cancel}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
