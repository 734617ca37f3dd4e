// "Cambiar contraseña": the current password and the new one twice (PUT /users/me/password).
// Someone who signs in only with Microsoft has no password to change and is told how to get one.
import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { changePasswordFormSchema } from '../../../../domain/users-schemas.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { showToast } from '../../../lib/toast.tsx';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { FormSection, useFormLayoutStyles } from '../../../lib/ui/form-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { changeOwnPassword } from '../api/change-own-password.ts';
import { userStrings } from '../strings.ts';

const text = userStrings.profile;

const useStyles = makeStyles({ rules: { margin: 0, color: tokens.colorNeutralForeground2 } });

export function ChangePasswordSection({ hasPassword }: { hasPassword: boolean }) {
  // A new key empties the form after a change.
  const [round, setRound] = useState(0);
  return (
    <FormSection title={text.password}>
      {hasPassword ? (
        <ChangePasswordForm key={round} onChanged={() => setRound((n) => n + 1)} />
      ) : (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{text.noPassword}</MessageBarBody>
        </MessageBar>
      )}
    </FormSection>
  );
}

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const styles = useFormLayoutStyles();
  const own = useStyles();
  const form = useSchemaForm(changePasswordFormSchema, {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword', autoComplete: string) => (
    <FormTextField
      form={form}
      name={name}
      label={text[name]}
      required
      type="password"
      autoComplete={autoComplete}
    />
  );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async ({ currentPassword, newPassword }) => {
        await changeOwnPassword({ currentPassword, newPassword });
        showToast({ severity: 'success', summary: text.passwordChanged, detail: text.passwordChangedDetail });
        onChanged();
      })}
    >
      <div className={styles.form}>
        <FormError title={text.passwordRefused} message={form.formError} />
        <p className={own.rules}>{text.passwordRules}</p>
        <div className={styles.grid}>
          {field('currentPassword', 'current-password')}
          {field('newPassword', 'new-password')}
          {field('confirmPassword', 'new-password')}
        </div>
        <div className={styles.actions}>
          <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={text.changingPassword}>
            {text.changePassword}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
