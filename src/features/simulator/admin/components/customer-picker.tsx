// The customer a simulation is for: the caller's customers (their scope), searchable by name.
// Clearing it means the caller's own simulations.
import { Combobox, Field, Option } from '@fluentui/react-components';
import { customerLabel, type CustomerOption } from '../../../../../domain/customers.ts';
import { adminStrings } from '../strings.ts';
import { uiStrings } from '../../../../lib/ui/ui-strings.ts';
import { useCustomerSearch } from '../../../../lib/ui/use-customer-search.ts';
import { recordOptions } from '../../../../lib/ui/record-options.tsx';

export interface CustomerPickerProps {
  customers: CustomerOption[];
  clientId: number | null;
  onChange: (clientId: number | null) => void;
}

export function CustomerPicker({ customers, clientId, onChange }: CustomerPickerProps) {
  const selected = customers.find((c) => c.id === clientId);
  const { query, setQuery, matches } = useCustomerSearch(customers, selected);

  return (
    <Field label={adminStrings.customer.label}>
      <Combobox
        expandIcon={{ 'aria-label': uiStrings.showOptions }}
        placeholder={adminStrings.customer.placeholder}
        value={query}
        selectedOptions={clientId === null ? [''] : [String(clientId)]}
        clearable
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          const id = data.optionValue ? Number(data.optionValue) : null;
          setQuery(id === null ? '' : (data.optionText ?? ''));
          onChange(id);
        }}
      >
        <Option value="" text={adminStrings.customer.none}>
          {adminStrings.customer.none}
        </Option>
        {recordOptions(matches.slice(0, 200), customerLabel)}
        {matches.length === 0 ? (
          <Option disabled value="-" text="">
            {adminStrings.customer.noMatches}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
