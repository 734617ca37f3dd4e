// Names and saves the run on screen; without signal the save waits on the phone.
import { useId, useState, type FormEvent } from 'react';
import { strings } from '../strings.ts';

export interface SavePanelProps {
  canSave: boolean;
  isSaving: boolean;
  message: { kind: 'success' | 'error' | 'info'; text: string } | null;
  onSave: (name: string) => void;
}

export function SavePanel({ canSave, isSaving, message, onSave }: SavePanelProps) {
  const [name, setName] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSaving) onSave(name);
  };
  const tone =
    message?.kind === 'error'
      ? ' sim-banner--error'
      : message?.kind === 'success'
        ? ' sim-banner--success'
        : '';
  return (
    <form className="sim-card sim-save" onSubmit={submit} noValidate aria-labelledby="sim-save-title">
      <h2 className="sim-card__title" id="sim-save-title">
        {strings.sections.save}
      </h2>
      <div className="sim-field">
        <label className="sim-field__label" htmlFor={id}>
          {strings.save.name}
        </label>
        <div className="sim-field__box">
          <input
            id={id}
            name="simulationName"
            className="sim-field__input"
            maxLength={80}
            placeholder={strings.save.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
      </div>
      {!canSave ? <p className="sim-note">{strings.save.fixFirst}</p> : null}
      {message ? (
        <p className={`sim-banner${tone}`} role="status">
          {message.text}
        </p>
      ) : null}
      <button
        type="submit"
        className="sim-button sim-button--primary sim-button--block"
        disabled={!canSave || isSaving}
      >
        {isSaving ? strings.save.submitting : strings.save.submit}
      </button>
    </form>
  );
}
