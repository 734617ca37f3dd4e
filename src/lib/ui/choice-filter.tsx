// A list filter that picks one value among a few, or none ("Todos"/"Todas"): the option for none
// has the empty value and clears the filter.
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

const NONE = '';

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
      <Dropdown
        className={styles.control}
        value={options.find(([option]) => option === value)?.[1] ?? anyLabel}
        selectedOptions={[value ?? NONE]}
        onOptionSelect={(_, data) => onChange(options.find(([option]) => option === data.optionValue)?.[0])}
      >
        <Option value={NONE}>{anyLabel}</Option>
        {options.map(([option, optionLabel]) => (
          <Option key={option} value={option}>
            {optionLabel}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
