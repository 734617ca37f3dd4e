// Names and phone of an account, as the invite and edit forms ask for them.
import { Field, Input } from '@fluentui/react-components';
import type { FieldErrors } from '../../../lib/forms/validate-form.ts';
import { userStrings } from '../strings.ts';

export type PersonValues = { firstName: string; lastName: string; phone: string };

const text = userStrings.invite;

export function PersonFields({
  values,
  errors,
  onChange,
}: {
  values: PersonValues;
  errors: FieldErrors<PersonValues>;
  onChange: (name: keyof PersonValues, value: string) => void;
}) {
  return (
    <>
      <Field label={text.firstName} required validationMessage={errors.firstName}>
        <Input value={values.firstName} onChange={(_, data) => onChange('firstName', data.value)} />
      </Field>
      <Field label={text.lastName} required validationMessage={errors.lastName}>
        <Input value={values.lastName} onChange={(_, data) => onChange('lastName', data.value)} />
      </Field>
      <Field label={text.phone} validationMessage={errors.phone}>
        <Input type="tel" value={values.phone} onChange={(_, data) => onChange('phone', data.value)} />
      </Field>
    </>
  );
}
