// What Fluent's controls say in English to a screen reader, said in Spanish for every control of
// the app at once. A Dropdown's clear button is labelled "Clear selection" by Fluent itself (it is
// in the page, hidden, even when the field is not clearable); a per-field prop would be forgotten
// on the next field. FluentProvider runs these hooks on each control's state before it renders.
import type { DropdownState, FluentProviderCustomStyleHooks } from '@fluentui/react-components';
import { uiStrings } from './ui-strings.ts';

const FLUENT_CLEAR_LABEL = 'Clear selection';

export const spanishControlHooks: FluentProviderCustomStyleHooks = {
  useDropdownStyles_unstable: (state) => {
    const { clearButton } = state as DropdownState;
    if (clearButton && (clearButton['aria-label'] ?? FLUENT_CLEAR_LABEL) === FLUENT_CLEAR_LABEL)
      clearButton['aria-label'] = uiStrings.clearSelection;
  },
};
