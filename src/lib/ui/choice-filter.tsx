// A list filter that picks one value among a few, or none ("Todos"/"Todas"): the option for none
// has the empty value and clears the filter. The dropdown's list loads with its first opening.
import { Field, makeStyles } from '@fluentui/react-components';
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
