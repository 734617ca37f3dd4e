// "Editar datos" of an approved account (PUT /users/{id}): names, phone and the assignment, within
// the roles the caller may give.
import { useAtomValue } from 'jotai';
import { assignableRoles } from '../../../../domain/users.ts';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { currentRoleAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { updateUser } from '../api/update-user.ts';
import { assignmentValuesOf, editUserFormSchema } from '../assignment-form.ts';
import { userStrings } from '../strings.ts';
import { AccountSectionForm } from './account-section-form.tsx';
import { AssignmentFields } from './assignment-fields.tsx';
import { usersChanged } from '../queries.ts';
import { PersonFields } from './person-fields.tsx';

const text = userStrings.detail;

export function EditUserForm({ user, onSaved }: { user: UserDetail; onSaved: (user: UserDetail) => void }) {
  const role = useAtomValue(currentRoleAtom);
  const form = useSchemaForm(editUserFormSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    ...assignmentValuesOf(user),
  });

  return (
    <AccountSectionForm
      title={text.edit}
      refusal={form.formError}
      isSubmitting={form.isSubmitting}
      labels={text}
      onSubmit={form.onSubmit(async (body) => {
        const saved = await updateUser(user.id, { ...body, version: user.version });
        void usersChanged();
        showToast({ severity: 'success', summary: text.saved });
        onSaved(saved);
      })}
    >
      <PersonFields values={form.values} errors={form.errors} onChange={form.setValue} />
      <AssignmentFields
        values={form.values}
        errors={form.errors}
        roles={assignableRoles(role)}
        onChange={form.setValue}
      />
    </AccountSectionForm>
  );
}
