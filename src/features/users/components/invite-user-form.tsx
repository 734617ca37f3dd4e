// The invitation (docs/requirements.md §2 users/form without id; Admin and Coordinator): who the person is and the
// role and zone it gets. Sending it creates the account and mails the link to choose a password.
import { Button, Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { assignableRoles } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { inviteUser } from '../api/invite-user.ts';
import { EMPTY_ASSIGNMENT, inviteFormSchema } from '../assignment-form.ts';
import { userStrings } from '../strings.ts';
import { AssignmentFields } from './assignment-fields.tsx';
import { usersChanged } from '../queries.ts';
import { PersonFields } from './person-fields.tsx';

const text = userStrings.invite;

export function InviteUserForm({
  onInvited,
  onCancel,
}: {
  onInvited: (user: UserDetail) => void;
  onCancel: () => void;
}) {
  const styles = useFormLayoutStyles();
  const role = useAtomValue(currentRoleAtom);
  const form = useSchemaForm(inviteFormSchema, {
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    ...EMPTY_ASSIGNMENT,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.onSubmit(async (body) => {
        const invited = await inviteUser(body);
        void usersChanged();
        onInvited(invited);
      })}
    >
      <FormError title={text.refused} message={form.formError} />
      <FormSection title={text.title}>
        <div className={styles.grid}>
          <Field label={text.email} required validationMessage={form.errors.email}>
            <Input
              type="email"
              autoComplete="off"
              value={form.values.email}
              onChange={(_, data) => form.setValue('email', data.value)}
            />
          </Field>
          <PersonFields values={form.values} errors={form.errors} onChange={form.setValue} />
        </div>
      </FormSection>
      <FormSection title={text.assignment}>
        <div className={styles.grid}>
          <AssignmentFields
            values={form.values}
            errors={form.errors}
            roles={assignableRoles(role)}
            onChange={form.setValue}
          />
        </div>
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{text.help}</MessageBarBody>
        </MessageBar>
      </FormSection>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{text.cancel}</Button>
        <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.submitting}>
          {text.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
