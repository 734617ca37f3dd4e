// The Fluent Dropdown of a ChoiceDropdown (choice-dropdown.tsx), loaded with its first use: it takes
// the stand-in's place open, with the focus on its button, and stays.
import { Dropdown, Option } from '@fluentui/react-components';
import { useCallback } from 'react';
import { shownValue, type LoadedChoiceDropdownProps } from './choice-dropdown.tsx';

export function ChoiceDropdownSurface<V extends string>({
  choices,
  value,
  shown,
  onChange,
  className,
  isOpening,
  ...aria
}: LoadedChoiceDropdownProps<V>) {
  const focusOnOpening = useCallback(
    (button: HTMLButtonElement | null) => {
      if (isOpening) button?.focus();
    },
    [isOpening],
  );
  return (
    <Dropdown
      className={className}
      defaultOpen={isOpening}
      button={{ ref: focusOnOpening }}
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
