// A text box of a schema form (lib/forms/use-schema-form.ts): a Fluent Field with the field's
// message, around an Input that reads and writes the form's value of that name. A form then states
// only what differs between its boxes (type, autocomplete, keyboard, hint).
import { Field, Input, type FieldProps, type InputProps } from '@fluentui/react-components';
import type { SchemaForm } from '../forms/use-schema-form.ts';
import type { FormValues } from '../forms/validate-form.ts';

export interface FormTextFieldProps<V extends FormValues> extends Omit<
  InputProps,
  'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'
> {
  form: Pick<SchemaForm<V, unknown>, 'values' | 'errors' | 'setValue'>;
  /** The form's value, and the input's name (which password managers and autofill read). */
  name: keyof V & string;
  label: string;
  hint?: FieldProps['hint'];
  required?: boolean;
}

export function FormTextField<V extends FormValues>({
  form,
  name,
  label,
  hint,
  required,
  ...input
}: FormTextFieldProps<V>) {
  return (
    <Field label={label} hint={hint} required={required} validationMessage={form.errors[name]}>
      <Input
        {...input}
        name={name}
        value={form.values[name]}
        onChange={(_, data) => form.setValue(name, data.value)}
      />
    </Field>
  );
}
