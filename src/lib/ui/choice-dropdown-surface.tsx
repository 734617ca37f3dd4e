// The Fluent Dropdown of a ChoiceDropdown (choice-dropdown.tsx), loaded with its first use: it takes
// the stand-in's place open, with the focus on its button, and stays.
import { Dropdown, Option } from '@fluentui/react-components';
import { shownValue, type ChoiceDropdownProps } from './choice-dropdown-props.ts';

export function ChoiceDropdownSurface<V extends string>({
  choices,
  value,
  shown,
  onChange,
  className,
  ...aria
}: ChoiceDropdownProps<V>) {
  return (
    <Dropdown
      className={className}
      defaultOpen
      button={{ ref: focusOnMount }}
      value={shownValue(choices, value, shown)}
      selectedOptions={[value]}
      onOptionSelect={(_, data) => {
        const chosen = choices.find(([choice]) => choice === data.optionValue);
        if (chosen) onChange(chosen[0]);
      }}
      {...aria}
    >
      {choices.map(([choice, label]) => (
        <Option key={choice} value={choice}>
          {label}
        </Option>
      ))}
    </Dropdown>
  );
}

/** It mounts only when someone opens it: the focus goes where the stand-in's was. */
function focusOnMount(button: HTMLButtonElement | null): void {
  button?.focus();
}
