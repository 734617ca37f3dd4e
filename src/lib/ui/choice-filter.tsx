// A list filter that picks one value among a few, or none ("Todos"/"Todas"): the option for none
// has the empty value and clears the filter. The dropdown's list loads with its first opening.
import { Field, makeStyles } from '@fluentui/react-components';
import { queryValue } from '../list-view.ts';
import { ChoiceDropdown } from './choice-dropdown.tsx';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

const NONE = '' as const;

export interface ChoiceFilterProps<V extends string> {
  label: string;
  /** The label of "no filter", e.g. 'Todos'. */
  anyLabel: string;
  options: ReadonlyArray<readonly [V, string]>;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
}

export function ChoiceFilter<V extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: ChoiceFilterProps<V>) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <ChoiceDropdown<V | typeof NONE>
        className={styles.control}
        choices={[[NONE, anyLabel], ...options]}
        value={value ?? NONE}
        onChange={(chosen) => onChange(chosen === NONE ? undefined : chosen)}
      />
    </Field>
  );
}

export interface YesNoFilterProps {
  label: string;
  anyLabel: string;
  /** The labels of true and false, e.g. 'Activos' and 'Inactivos'. */
  yesLabel: string;
  noLabel: string;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
}

/** A filter on a yes-or-no field of the rows (active, enabled, open), or on neither. */
export function YesNoFilter({ label, anyLabel, yesLabel, noLabel, value, onChange }: YesNoFilterProps) {
  return (
    <ChoiceFilter
      label={label}
      anyLabel={anyLabel}
      options={[
        ['true', yesLabel],
        ['false', noLabel],
      ]}
      value={value === undefined ? undefined : value ? 'true' : 'false'}
      onChange={(chosen) => onChange(chosen === undefined ? undefined : chosen === 'true')}
    />
  );
}

export interface RecordFilterProps {
  label: string;
  anyLabel: string;
  /** The records to choose among (zones, seasons, product types), by their name. */
  records: ReadonlyArray<{ id: number; name: string }>;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** A filter on one record the rows belong to, chosen by its name, or on none. */
export function RecordFilter({ label, anyLabel, records, value, onChange }: RecordFilterProps) {
  return (
    <ChoiceFilter
      label={label}
      anyLabel={anyLabel}
      options={records.map((record) => [String(record.id), record.name] as const)}
      value={value === undefined ? undefined : String(value)}
      onChange={(chosen) => onChange(queryValue.positiveInt(chosen ?? null))}
    />
  );
}
