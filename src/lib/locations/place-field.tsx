// One level of the location picker: a searchable list (typing narrows it, accents ignored) that
// shows why it is empty: waiting for the level above, loading, nothing registered, or a failure
// with a retry.
import { Combobox, Field, Link, Option } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { searchKey } from '../../../domain/search-key.ts';
import { locationStrings } from './location-strings.ts';
import type { Place, PlaceOptions } from './use-place-options.ts';
import { uiStrings } from '../ui/ui-strings.ts';

/** A level's texts (location-strings.ts). */
interface PlaceTexts {
  label: string;
  placeholder: string;
  /** The placeholder while the level above is not chosen. */
  waiting?: string;
  /** Shown when the list loaded empty. */
  none?: string;
  failed: string;
}

export interface PlaceFieldProps {
  texts: PlaceTexts;
  options: PlaceOptions & { retry: () => void };
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  error?: string;
  required: boolean;
  disabled: boolean;
}

export function PlaceField(props: PlaceFieldProps) {
  const { options, selectedId, onSelect, required } = props;
  // null: not typing, the box shows the chosen place.
  const [query, setQuery] = useState<string | null>(null);
  const places: Place[] = options.status === 'ready' ? options.places : [];
  const selected = places.find((place) => place.id === selectedId);
  const wanted = query === null ? '' : searchKey(query);
  const matches = wanted ? places.filter((place) => searchKey(place.name).includes(wanted)) : places;

  const { texts } = props;
  let placeholder = texts.placeholder;
  if (options.status === 'idle' && texts.waiting) placeholder = texts.waiting;
  if (options.status === 'loading') placeholder = locationStrings.loading;

  let message: ReactNode = props.error;
  let state: 'error' | 'warning' | 'none' = props.error ? 'error' : 'none';
  if (!message && options.status === 'failed') {
    state = 'error';
    message = (
      <>
        {texts.failed}{' '}
        <Link as="button" type="button" inline onClick={options.retry}>
          {locationStrings.retry}
        </Link>
      </>
    );
  } else if (!message && options.status === 'ready' && places.length === 0 && texts.none) {
    state = 'warning';
    message = texts.none;
  }

  return (
    <Field label={texts.label} required={required} validationMessage={message} validationState={state}>
      <Combobox
        expandIcon={{ 'aria-label': uiStrings.showOptions }}
        placeholder={placeholder}
        disabled={props.disabled || options.status !== 'ready' || places.length === 0}
        clearable={!required}
        value={query ?? selected?.name ?? ''}
        selectedOptions={selected ? [String(selected.id)] : []}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          setQuery(null);
          const id = data.optionValue ? Number(data.optionValue) : null;
          if (id !== selectedId) onSelect(id);
        }}
        onOpenChange={(_, data) => {
          if (!data.open) setQuery(null);
        }}
      >
        {matches.map((place) => (
          <Option key={place.id} value={String(place.id)}>
            {place.name}
          </Option>
        ))}
        {matches.length === 0 && places.length > 0 ? (
          <Option disabled value="" text="">
            {locationStrings.noMatches}
          </Option>
        ) : null}
      </Combobox>
    </Field>
  );
}
