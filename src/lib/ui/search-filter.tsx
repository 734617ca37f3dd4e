// The free-text filter of a list: applied after a short pause in typing (or on Enter), so each key
// is not a request, and showing the value again when the filters change from outside (clear, back).
import { Field, SearchBox, makeStyles } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useState } from 'react';

const SEARCH_DELAY_MS = 400;

const useStyles = makeStyles({ control: { minWidth: 0, width: '100%', maxWidth: 'none' } });

export interface SearchFilterProps {
  label: string;
  placeholder?: string;
  /** The applied search (from the URL). */
  value: string | undefined;
  onSearch: (text: string) => void;
  className?: string;
}

export function SearchFilter({ label, placeholder, value, onSearch, className }: SearchFilterProps) {
  const styles = useStyles();
  const [text, setText] = useState(value ?? '');
  const [shownValue, setShownValue] = useState(value);

  if (value !== shownValue) {
    setShownValue(value);
    setText(value ?? '');
  }

  const apply = useEffectEvent((next: string) => {
    if (next.trim() !== (value ?? '')) onSearch(next);
  });

  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <Field label={label} className={className}>
      <SearchBox
        className={styles.control}
        placeholder={placeholder}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== (value ?? '')) onSearch(text);
        }}
      />
    </Field>
  );
}
