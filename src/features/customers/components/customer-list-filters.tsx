// The filters over the customer list (docs/requirements.md §5): a search by name, phone, e-mail or RFC, status,
// state and, for those who oversee consultants, the consultant.
import { Button, Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import {
  CLIENT_STATUSES,
  CLIENT_STATUS_LABELS,
  customerLabel,
  type ConsultantOption,
} from '../../../../domain/customers.ts';
import type { MexicanState } from '../../../../domain/locations.ts';
import { queryValue } from '../../../lib/list-view.ts';
import { activeFilterCount, FilterBar } from '../../../lib/ui/list-frame.tsx';
import { SearchFilter } from '../../../lib/ui/search-filter.tsx';
import type { CustomerFilters } from '../list-query.ts';
import { customerStrings } from '../strings.ts';
import { recordOptions } from '../../../lib/ui/record-options.tsx';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%', maxWidth: 'none' },
  clear: { alignSelf: 'flex-start' },
});

const ANY = '';
const text = customerStrings.filters;

export interface CustomerListFiltersProps {
  filters: CustomerFilters;
  states: MexicanState[];
  /** Offered to roles that oversee consultants; absent for a consultant. */
  consultants?: ConsultantOption[];
  onChange: (filters: CustomerFilters) => void;
}

export function CustomerListFilters({ filters, states, consultants, onChange }: CustomerListFiltersProps) {
  const styles = useStyles();
  const set = (patch: CustomerFilters) => onChange({ ...filters, ...patch });
  const idOf = (value: string | undefined) => queryValue.positiveInt(value ?? null);
  const stateName = states.find((state) => state.id === filters.stateId)?.name;
  const consultant = consultants?.find((option) => option.id === filters.consultantId);

  return (
    <>
      {/* Finding a customer is the first thing done in the field: the search is never folded. */}
      <FilterBar
        label={text.label}
        active={activeFilterCount({ ...filters, q: undefined })}
        search={
          <SearchFilter
            label={text.search}
            placeholder={text.searchPlaceholder}
            value={filters.q}
            onSearch={(q) => set({ q })}
          />
        }
      >
        <Field label={text.status}>
          <Dropdown
            className={styles.control}
            value={filters.status ? CLIENT_STATUS_LABELS[filters.status] : text.anyStatus}
            selectedOptions={[filters.status ?? ANY]}
            onOptionSelect={(_, data) =>
              set({ status: queryValue.oneOf(CLIENT_STATUSES, data.optionValue ?? null) })
            }
          >
            <Option value={ANY}>{text.anyStatus}</Option>
            {CLIENT_STATUSES.map((status) => (
              <Option key={status} value={status}>
                {CLIENT_STATUS_LABELS[status]}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={text.state}>
          <Dropdown
            className={styles.control}
            value={stateName ?? text.anyState}
            selectedOptions={[filters.stateId ? String(filters.stateId) : ANY]}
            onOptionSelect={(_, data) => set({ stateId: idOf(data.optionValue) })}
          >
            <Option value={ANY}>{text.anyState}</Option>
            {recordOptions(states)}
          </Dropdown>
        </Field>
        {consultants ? (
          <Field label={text.consultant}>
            <Dropdown
              className={styles.control}
              value={consultant ? customerLabel(consultant) : text.anyConsultant}
              selectedOptions={[filters.consultantId ? String(filters.consultantId) : ANY]}
              onOptionSelect={(_, data) => set({ consultantId: idOf(data.optionValue) })}
            >
              <Option value={ANY}>{text.anyConsultant}</Option>
              {recordOptions(consultants, customerLabel)}
            </Dropdown>
          </Field>
        ) : null}
      </FilterBar>
      {Object.keys(filters).length > 0 ? (
        <Button className={styles.clear} appearance="subtle" size="small" onClick={() => onChange({})}>
          {text.clear}
        </Button>
      ) : null}
    </>
  );
}
