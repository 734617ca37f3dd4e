// A Fluent Dropdown over a few fixed choices (a list filter, the page size) that loads its list
// with its first use, as the menus and dialogs do (on-demand.tsx): the combobox, its listbox and
// the positioning library are most of a list page's Fluent code, and the closed dropdown only shows
// its value. Until then a stand-in is drawn with Fluent's own Dropdown styles, the same role, name,
// value and ARIA state; pointing at it or focusing it starts the download, and a click, Enter,
// Space or an arrow key loads the Dropdown, which opens with the focus on it.
import {
  useDropdownStyles_unstable,
  useFieldControlProps_unstable,
  type DropdownState,
} from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons';
import { Suspense, useState, type KeyboardEvent } from 'react';
import { shownValue, type ChoiceDropdownProps } from './choice-dropdown-props.ts';
import { onDemand } from './on-demand.tsx';

const surface = onDemand(() =>
  import('./choice-dropdown-surface.tsx').then((module) => module.ChoiceDropdownSurface),
);

type LabelProps = Pick<ChoiceDropdownProps<string>, 'aria-label' | 'aria-labelledby'> & { id?: string };

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

function StandIn<V extends string>({
  choices,
  value,
  shown,
  className,
  onOpen,
  onChange: _,
  ...aria
}: ChoiceDropdownProps<V> & { onOpen: () => void }) {
  // The id and label a surrounding Field gives its control, as the Dropdown takes them.
  const { id, ...labelled } = useFieldControlProps_unstable<LabelProps>(aria, {
    supportsLabelFor: true,
  });
  const state = useDropdownStyles_unstable({
    appearance: 'outline',
    size: 'medium',
    open: false,
    placeholderVisible: false,
    showClearButton: false,
    root: { className },
    button: {},
    expandIcon: {},
  } as unknown as DropdownState);
  return (
    <div className={state.root.className}>
      <button
        type="button"
        role="combobox"
        id={id}
        aria-expanded={false}
        aria-haspopup="listbox"
        className={state.button.className}
        onClick={onOpen}
        onPointerEnter={surface.preload}
        onFocus={surface.preload}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
        {...labelled}
      >
        {shownValue(choices, value, shown)}
        <span className={state.expandIcon?.className}>
          <ChevronDownRegular />
        </span>
      </button>
    </div>
  );
}

export function ChoiceDropdown<V extends string>(props: ChoiceDropdownProps<V>) {
  const [isUsed, setUsed] = useState(false);
  const standIn = <StandIn {...props} onOpen={() => setUsed(true)} />;
  if (!isUsed) return standIn;
  const Loaded = surface.Component as unknown as (props: ChoiceDropdownProps<V>) => React.JSX.Element;
  return (
    <Suspense fallback={standIn}>
      <Loaded {...props} />
    </Suspense>
  );
}
