// What the stand-in (choice-dropdown.tsx) and the Dropdown it loads (choice-dropdown-surface.tsx)
// share: the props and the value the closed dropdown shows.

export interface ChoiceDropdownProps<V extends string> {
  choices: ReadonlyArray<readonly [V, string]>;
  value: V;
  onChange: (value: V) => void;
  className?: string;
  /** What the closed dropdown shows, when not the chosen choice's label ("Ordenar por: Fecha"). */
  shown?: string;
  /** When no Field names it. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

export function shownValue<V extends string>(
  choices: ChoiceDropdownProps<V>['choices'],
  value: V,
  shown: string | undefined,
): string {
  return shown ?? choices.find(([choice]) => choice === value)?.[1] ?? '';
}
