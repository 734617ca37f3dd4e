// A big numeric input with its unit inside the box and its Spanish message below, for a thumb on a
// phone: decimal keypad, no spinner, 18 px text so the browser does not zoom.
import { useId } from 'react';

/** Where a prefilled value came from, under its field. */
export function SourceNote({ id, text }: { id?: string; text: string }) {
  return (
    <span id={id} className="sim-field__source" data-testid="source">
      {text}
    </span>
  );
}

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** '$' before the number, a unit ("ha", "t/ha") after it. */
  prefix?: string;
  unit?: string;
  hint?: string;
  /** Where a prefilled value came from ("de tu registro"). */
  source?: string;
  error?: string;
  /** Whole numbers (seeds) get the numeric keypad without a decimal point. */
  whole?: boolean;
  placeholder?: string;
  name: string;
  /** The first paint's copy (before the page runs): shown, not typed into. */
  readOnly?: boolean;
}

export function NumberField({
  label,
  value,
  onChange,
  prefix,
  unit,
  hint,
  source,
  error,
  whole,
  placeholder,
  name,
  readOnly,
}: NumberFieldProps) {
  const id = useId();
  const describedBy = [
    source ? `${id}-source` : null,
    hint ? `${id}-hint` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="sim-field">
      <label className="sim-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`sim-field__box${error ? ' sim-field__box--invalid' : ''}`}>
        {prefix ? (
          <span className="sim-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          className="sim-field__input"
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          enterKeyHint="next"
          placeholder={placeholder}
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit ? (
          <span className="sim-field__unit" aria-hidden="true">
            {unit}
          </span>
        ) : null}
      </div>
      {source ? <SourceNote id={`${id}-source`} text={source} /> : null}
      {hint ? (
        <span id={`${id}-hint`} className="sim-field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="sim-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
