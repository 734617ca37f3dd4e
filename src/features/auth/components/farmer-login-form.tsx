// Client-key sign-in for farmers: one field, big button, made for a phone.
import { makeStyles, tokens } from '@fluentui/react-components';
import { clientLoginRequestSchema } from '../../../../domain/auth.ts';
import type { ClientLoginRequest, UserDetails } from '../../../../domain/auth.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { PublicForm } from '../../../lib/ui/public-layout.tsx';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { clientLogin } from '../api/client-login.ts';
import { strings } from '../strings.ts';

const useStyles = makeStyles({
  key: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
});

export function FarmerLoginForm({ onSignedIn }: { onSignedIn: (details: UserDetails) => void }) {
  const styles = useStyles();
  const form = useSchemaForm<{ clientKey: string }, ClientLoginRequest>(
    clientLoginRequestSchema,
    {
      clientKey: '',
    },
    { asksBeforeLeaving: false },
  );

  return (
    <PublicForm
      refusal={form.formError}
      refusalTitle={strings.login.failed}
      onSubmit={form.onSubmit(async (body) => {
        onSignedIn(await clientLogin(body));
      })}
    >
      <FormTextField
        form={form}
        name="clientKey"
        label={strings.farmer.clientKey}
        hint={strings.farmer.clientKeyHint}
        size="large"
        input={{ className: styles.key }}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <SubmitButton isSubmitting={form.isSubmitting} submittingLabel={strings.farmer.submitting} size="large">
        {strings.farmer.submit}
      </SubmitButton>
    </PublicForm>
  );
}
