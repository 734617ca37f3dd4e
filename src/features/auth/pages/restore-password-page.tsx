// RestorePasswordPage ('/restore-password'): asks for a reset link. The answer is the same whether
// the address is registered or not, so the page cannot be used to find out who has an account.
import { useState } from 'react';
import { forgotPasswordRequestSchema } from '../../../../domain/auth.ts';
import type { ForgotPasswordRequest } from '../../../../domain/auth.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { PublicFootLink, PublicForm, PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { forgotPassword } from '../api/forgot-password.ts';
import { strings } from '../strings.ts';
import { Notice } from '../../../lib/ui/notice.tsx';

export default function RestorePasswordPage() {
  const [isSent, setSent] = useState(false);
  const form = useSchemaForm<{ email: string }, ForgotPasswordRequest>(
    forgotPasswordRequestSchema,
    {
      email: '',
    },
    { asksBeforeLeaving: false },
  );

  return (
    <PublicLayout title={strings.restore.title} subtitle={isSent ? undefined : strings.restore.subtitle}>
      {isSent ? (
        <Notice intent="success" politeness="polite" title={strings.restore.sentTitle}>
          {strings.restore.sent}
        </Notice>
      ) : (
        <PublicForm
          refusal={form.formError}
          onSubmit={form.onSubmit(async (body) => {
            await forgotPassword(body);
            setSent(true);
          })}
        >
          <FormTextField
            form={form}
            name="email"
            label={strings.restore.email}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <SubmitButton
            isSubmitting={form.isSubmitting}
            submittingLabel={strings.restore.submitting}
            size="large"
          >
            {strings.restore.submit}
          </SubmitButton>
        </PublicForm>
      )}
      <PublicFootLink to="/login">{strings.restore.backToLogin}</PublicFootLink>
    </PublicLayout>
  );
}
