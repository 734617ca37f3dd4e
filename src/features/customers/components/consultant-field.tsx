// The consultant a customer belongs to, chosen among the active consultants the user reaches
// (GET /clients/lookups): the customer form and the approval dialog.
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { customerLabel, type ConsultantOption } from '../../../../domain/customers.ts';
import { customerStrings } from '../strings.ts';

export interface ConsultantFieldProps {
  consultants: ConsultantOption[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Show each consultant's zone (Admin chooses among every zone). */
  withZone?: boolean;
}

function optionLabel(consultant: ConsultantOption, withZone: boolean): string {
  const name = customerLabel(consultant);
  return withZone && consultant.zoneName ? `${name} · ${consultant.zoneName}` : name;
}

export function ConsultantField({
  consultants,
  value,
  error,
  onChange,
  withZone = false,
}: ConsultantFieldProps) {
  const chosen = consultants.find((consultant) => String(consultant.id) === value);
  const message = error ?? (consultants.length === 0 ? customerStrings.approve.noConsultants : undefined);
  return (
    <Field
      label={customerStrings.form.consultant}
      required
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Dropdown
        placeholder={customerStrings.form.consultantPlaceholder}
        value={chosen ? optionLabel(chosen, withZone) : ''}
        selectedOptions={value ? [value] : []}
        onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
      >
        {consultants.map((consultant) => (
          <Option key={consultant.id} value={String(consultant.id)} text={optionLabel(consultant, withZone)}>
            {optionLabel(consultant, withZone)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
