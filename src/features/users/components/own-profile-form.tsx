// "Mis datos": one's own names and phone (PUT /users/me). The session's name follows the change.
import { useAtom } from 'jotai';
import type { UserDetail } from '../../../../domain/users-schemas.ts';
import { updateOwnProfileSchema } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { userDetailsAtom } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.tsx';
import { updateOwnProfile } from '../api/update-own-profile.ts';
import { userStrings } from '../strings.ts';
import { usersChanged } from '../queries.ts';
import { AccountSectionForm } from './account-section-form.tsx';
import { PersonFields } from './person-fields.tsx';

const text = userStrings.profile;

export function OwnProfileForm({ user, onSaved }: { user: UserDetail; onSaved: (user: UserDetail) => void }) {
  const [details, setUserDetails] = useAtom(userDetailsAtom);
  const form = useSchemaForm(updateOwnProfileSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
  });

  return (
    <AccountSectionForm
      title={text.data}
      refusal={form.formError}
      isSubmitting={form.isSubmitting}
      labels={text}
      onSubmit={form.onSubmit(async (body) => {
        const saved = await updateOwnProfile(body);
        void usersChanged();
        if (details) setUserDetails({ ...details, firstName: saved.firstName, lastName: saved.lastName });
        showToast({ severity: 'success', summary: text.saved });
        onSaved(saved);
      })}
    >
      <PersonFields values={form.values} errors={form.errors} onChange={form.setValue} />
    </AccountSectionForm>
  );
}
