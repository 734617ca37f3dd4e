// NewPasswordPage ('/new-password?token=…'): the page of the reset link mailed by
// /auth/forgot-password. Sets the new password; the link works once.
import { Button } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { resetPasswordRequestSchema } from '../../../../domain/auth.ts';
import { ROUTES } from '../../../../domain/app-routes.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { PublicFootLink, PublicForm, PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { resetPassword } from '../api/reset-password.ts';
import { PasswordRules } from '../components/password-rules.tsx';
import { newPasswordFormSchema } from '../new-password-form-schema.ts';
import type { NewPasswordForm } from '../new-password-form-schema.ts';
import { strings } from '../strings.ts';
import { Notice } from '../../../lib/ui/notice.tsx';

export default function NewPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasValidToken = resetPasswordRequestSchema.shape.token.safeParse(token).success;
  const [isDone, setDone] = useState(false);
  const form = useSchemaForm<{ password: string; confirmPassword: string }, NewPasswordForm>(
    newPasswordFormSchema,
    {
      password: '',
      confirmPassword: '',
    },
    { asksBeforeLeaving: false },
  );

  if (!hasValidToken) {
    return (
      <PublicLayout title={strings.newPassword.title}>
        <Notice intent="warning" title={strings.newPassword.missingTokenTitle}>
          {strings.newPassword.missingToken}
        </Notice>
        <PublicFootLink to={ROUTES.restorePassword.path}>{strings.newPassword.requestNew}</PublicFootLink>
      </PublicLayout>
    );
  }

  if (isDone) {
    return (
      <PublicLayout title={strings.newPassword.title}>
        <Notice intent="success" politeness="polite" title={strings.newPassword.doneTitle}>
          {strings.newPassword.done}
        </Notice>
        <Button appearance="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
          {strings.newPassword.goToLogin}
        </Button>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={strings.newPassword.title} subtitle={strings.newPassword.subtitle}>
      <PublicForm
        refusal={form.formError}
        onSubmit={form.onSubmit(async ({ password }) => {
          await resetPassword({ token, password });
          setDone(true);
        })}
      >
        <FormTextField
          form={form}
          name="password"
          label={strings.newPassword.password}
          hint={<PasswordRules password={form.values.password} />}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          name="confirmPassword"
          label={strings.newPassword.confirm}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton
          isSubmitting={form.isSubmitting}
          submittingLabel={strings.newPassword.submitting}
          size="large"
        >
          {strings.newPassword.submit}
        </SubmitButton>
      </PublicForm>
      <PublicFootLink to={ROUTES.restorePassword.path}>{strings.newPassword.requestNew}</PublicFootLink>
    </PublicLayout>
  );
}
