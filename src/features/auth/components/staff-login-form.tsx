// E-mail and password sign-in for staff, with the Microsoft button beside it (docs/requirements.md §1).
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { loginRequestSchema } from '../../../../domain/auth.ts';
import type { LoginRequest, UserDetails } from '../../../../domain/auth.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { PublicForm } from '../../../lib/ui/public-layout.tsx';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { login } from '../api/login.ts';
import { signInWithMicrosoft } from '../microsoft-button.ts';
import { MicrosoftTokenRefusedError, prepareMicrosoftSignIn } from '../microsoft-sign-in.ts';
import { strings } from '../strings.ts';
import { MicrosoftLogo } from './microsoft-logo.tsx';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalS,
  },
  divider: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    '::before': { content: '""', flexGrow: 1, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
    '::after': { content: '""', flexGrow: 1, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
  },
});

export interface StaffLoginFormProps {
  onSignedIn: (details: UserDetails) => void;
  /** After the Microsoft pop-up, the RedirectPage finishes the sign-in (docs/requirements.md §4). */
  onMicrosoftSignedIn: () => void;
}

export function StaffLoginForm({ onSignedIn, onMicrosoftSignedIn }: StaffLoginFormProps) {
  const styles = useStyles();
  const form = useSchemaForm<{ email: string; password: string }, LoginRequest>(
    loginRequestSchema,
    {
      email: '',
      password: '',
    },
    { asksBeforeLeaving: false },
  );
  const [isMicrosoftBusy, setMicrosoftBusy] = useState(false);
  const [microsoftError, setMicrosoftError] = useState<string | null>(null);
  useEffect(prepareMicrosoftSignIn, []);

  const startMicrosoft = async () => {
    setMicrosoftBusy(true);
    setMicrosoftError(null);
    try {
      if (await signInWithMicrosoft()) onMicrosoftSignedIn();
    } catch (error) {
      // docs/requirements.md §8: a failed Microsoft sign-in is only logged; the user can try again. When the server
      // refused the account (pending approval, disabled), the user is told why.
      console.error('Microsoft sign-in failed', error);
      if (error instanceof MicrosoftTokenRefusedError && isApiError(error.cause))
        setMicrosoftError(errorMessage(error.cause));
    } finally {
      setMicrosoftBusy(false);
    }
  };

  return (
    <PublicForm
      refusal={form.formError ?? microsoftError}
      refusalTitle={strings.login.failed}
      onSubmit={form.onSubmit(async (body) => {
        onSignedIn(await login(body));
      })}
    >
      <FormTextField
        form={form}
        name="email"
        label={strings.login.email}
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <FormTextField
        form={form}
        name="password"
        label={strings.login.password}
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <SubmitButton
          isSubmitting={form.isSubmitting}
          submittingLabel={strings.login.submitting}
          size="large"
        >
          {strings.login.submit}
        </SubmitButton>
        <div className={styles.divider} aria-hidden="true">
          {strings.login.or}
        </div>
        <Button
          type="button"
          size="large"
          icon={<MicrosoftLogo />}
          disabled={isMicrosoftBusy || form.isSubmitting}
          onClick={() => void startMicrosoft()}
        >
          {strings.login.microsoft}
        </Button>
      </div>
    </PublicForm>
  );
}
