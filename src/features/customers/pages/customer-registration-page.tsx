// CustomerRegistrationPage ('/customer-registration', public): a farmer asks to become a customer.
// The record is created PENDING; staff approve it with a consultant, who hands over the client key.
// The place comes from the shared state → municipality → locality picker.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { customerRegistrationSchema } from '../../../../domain/customers.ts';
import type { CustomerRegistration } from '../../../../domain/customers.ts';
import { useSchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormError } from '../../../lib/ui/form-error.tsx';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { PublicFootLink, PublicLayout } from '../../../lib/ui/public-layout.tsx';
import { SubmitButton } from '../../../lib/ui/submit-button.tsx';
import { registerCustomer } from '../api/register-customer.ts';
import {
  CustomerContactFields,
  EMPTY_CONTACT,
  type ContactValues,
} from '../components/customer-contact-fields.tsx';
import { EMPTY_PLACE, LocationFields, type PlaceValues } from '../components/location-fields.tsx';
import { Notice } from '../../../lib/ui/notice.tsx';

const text = {
  title: 'Registro de cliente',
  subtitle: 'Déjanos tus datos y un asesor de Agroventas se comunicará contigo.',
  hectares: 'Hectáreas sembradas (opcional)',
  submit: 'Enviar registro',
  submitting: 'Enviando…',
  failed: 'No se pudo enviar el registro',
  doneTitle: 'Registro enviado',
  done: 'Gracias. Tu registro quedó pendiente de aprobación; un asesor se pondrá en contacto contigo.',
  backToLogin: 'Volver a iniciar sesión',
} as const;

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    // A field with a hint or a message must not stretch the input beside it.
    alignItems: 'start',
    '@media (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  submit: { '@media (max-width: 560px)': { width: '100%' } },
  full: { gridColumn: '1 / -1' },
});

interface RegistrationValues extends ContactValues, PlaceValues {
  hectares: string;
}

export default function CustomerRegistrationPage() {
  const styles = useStyles();
  const [isDone, setDone] = useState(false);
  const form = useSchemaForm<RegistrationValues, CustomerRegistration>(customerRegistrationSchema, {
    ...EMPTY_CONTACT,
    ...EMPTY_PLACE,
    hectares: '',
  });

  if (isDone) {
    return (
      <PublicLayout title={text.title}>
        <Notice intent="success" politeness="polite" title={text.doneTitle}>
          {text.done}
        </Notice>
        <PublicFootLink to="/login">{text.backToLogin}</PublicFootLink>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={text.title} subtitle={text.subtitle} wide>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.onSubmit(async (body) => {
          await registerCustomer(body);
          setDone(true);
        })}
      >
        {form.formError ? (
          <div className={styles.full}>
            <FormError title={text.failed} message={form.formError} />
          </div>
        ) : null}
        <CustomerContactFields form={form} isOwnData />
        <LocationFields values={form.values} errors={form.errors} setValues={form.setValues} />
        <FormTextField form={form} name="hectares" label={text.hectares} inputMode="decimal" />
        <div className={styles.full}>
          <SubmitButton
            isSubmitting={form.isSubmitting}
            submittingLabel={text.submitting}
            size="large"
            className={styles.submit}
          >
            {text.submit}
          </SubmitButton>
        </div>
      </form>
      <PublicFootLink to="/login">{text.backToLogin}</PublicFootLink>
    </PublicLayout>
  );
}
