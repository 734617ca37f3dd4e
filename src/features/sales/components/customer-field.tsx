// The customer of a sale or Dkbono: a searchable list labelled "first last" with the id as value
// (docs/requirements.md §3). A consultant may have hundreds of customers, so typing narrows the list.
import { Combobox, Field, Option } from '@fluentui/react-components';
import { customerLabel, type CustomerOption } from '../../../../domain/customers.ts';
import { formStrings } from '../strings.ts';
import { uiStrings } from '../../../lib/ui/ui-strings.ts';
import { useCustomerSearch } from '../../../lib/ui/use-customer-search.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

export interface CustomerFieldProps {
  customers: CustomerOption[];
  value: string;
  error?: string;
  onChange: (clientId: string) => void;
}

export function CustomerField({ customers, value, error, onChange }: CustomerFieldProps) {
  const selected = customers.find((customer) => String(customer.id) === value);
  const { query, setQuery, matches } = useCustomerSearch(customers, selected);

  return (
    <Field label={formStrings.header.customer} required validationMessage={error}>
      <Combobox
        expandIcon={{ 'aria-label': uiStrings.showOptions }}
        placeholder={formStrings.header.pickCustomer}
        value={query}
        selectedOptions={value ? [value] : []}
        onChange={(event) => {
          setQuery(event.target.value);
          if (value) onChange('');
        }}
        onOptionSelect={(_, data) => {
          onChange(data.optionValue ?? '');
          setQuery(data.optionText ?? '');
        }}
      >
        {recordOptions(matches, customerLabel)}
        {matches.length === 0 ? (
          <Option disabled value="" text="">
            {formStrings.header.noCustomers}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
