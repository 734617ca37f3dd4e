// Who the customer is and how to reach them (name, surname, phone, email, RFC), in the staff's
// customer form and in the farmer's own registration. A farmer types their own data, which the
// browser may fill in; staff type someone else's, where autofill would offer their own, so it is
// off there, and the fields the record needs are marked.
import type { SchemaForm } from '../../../lib/forms/use-schema-form.ts';
import { FormTextField } from '../../../lib/ui/form-text-field.tsx';
import { customerStrings } from '../strings.ts';

const text = customerStrings.form;

export interface ContactValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  taxId: string;
}

export const EMPTY_CONTACT: ContactValues = { firstName: '', lastName: '', phone: '', email: '', taxId: '' };

export interface CustomerContactFieldsProps<V extends ContactValues> {
  form: Pick<SchemaForm<V, unknown>, 'values' | 'errors' | 'setValue'>;
  /** The farmer registering themselves, not staff recording a customer. */
  isOwnData: boolean;
}

export function CustomerContactFields<V extends ContactValues>({
  form,
  isOwnData,
}: CustomerContactFieldsProps<V>) {
  const autoComplete = (own: string) => (isOwnData ? own : 'off');
  const required = isOwnData ? undefined : true;
  const nameField = (name: 'firstName' | 'lastName', own: string) => (
    <FormTextField
      form={form}
      name={name}
      label={text[name]}
      required={required}
      autoComplete={autoComplete(own)}
    />
  );
  return (
    <>
      {nameField('firstName', 'given-name')}
      {nameField('lastName', 'family-name')}
      <FormTextField
        form={form}
        name="phone"
        label={text.phone}
        hint={text.phoneHint}
        required={required}
        type="tel"
        autoComplete={autoComplete('tel')}
        inputMode="tel"
      />
      <FormTextField
        form={form}
        name="email"
        label={text.email}
        type="email"
        autoComplete={autoComplete('email')}
        inputMode="email"
      />
      <FormTextField form={form} name="taxId" label={text.taxId} autoComplete="off" />
    </>
  );
}
