// "Editar datos" of an approved account (PUT /users/{id}): names, phone and the assignment, within
// the roles the caller may give.
import { useAtomValue } from 'jotai';
import { assignableRoles } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { updateUser } from '../api/update-user.ts';
import { assignmentValuesOf, editUserFormSchema } from '../assignment-form.ts';
import { userStrings } from '../strings.ts';
import { AssignmentFields } from './assignment-fields.tsx';
import { usersChanged } from '../queries.ts';
import { PersonFields } from './person-fields.tsx';

const text = userStrings.detail;

export function EditUserForm({ user, onSaved }: { user: UserDetail; onSaved: (user: UserDetail) => void }) {
  const styles = useFormLayoutStyles();
  const role = useAtomValue(currentRoleAtom);
  const form = useSchemaForm(editUserFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    ...assignmentValuesOf(user),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (body) => {
        const saved = await updateUser(user.id, { ...body, version: user.version });
        void usersChanged();
        showToast({ severity: 'success', summary: text.saved });
        onSaved(saved);
      })}
    >
      <FormSection title={text.edit}>
        <FormError title={text.refused} message={form.formError} />
        <div className={styles.grid}>
          <PersonFields values={form.values} errors={form.errors} onChange={form.setValue} />
          <AssignmentFields
            values={form.values}
            errors={form.errors}
            roles={assignableRoles(role)}
            onChange={form.setValue}
          />
        </div>
        <div className={styles.actions}>
          <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.saving}>
            {text.save}
          </SubmitButton>
        </div>
      </FormSection>
    </form>
  );
}
