// One hybrid to compare: picked from the catalogue (bag size and list price filled in) or described
// by the farmer; the price and discount stay editable, since the distributor's price may differ.
import { INPUT_FIELDS } from '../../../../../domain/simulator-format.ts';
import type { HybridOption } from '../../../../../domain/simulator-schemas.ts';
import type { HybridDraft, HybridField } from '../draft.ts';
import type { EvaluatedHybrid } from '../evaluate.ts';
import { strings } from '../strings.ts';
import { NumberField, SourceNote } from './number-field.tsx';

export interface HybridCardProps {
  index: number;
  draft: HybridDraft;
  options: HybridOption[];
  evaluated: EvaluatedHybrid | undefined;
  canRemove: boolean;
  onPick: (productId: string) => void;
  onChange: (field: HybridField, value: string) => void;
  onRemove: () => void;
  /** The first paint's copy (before the catalogue is in): shown, not used. */
  readOnly?: boolean;
}

export function HybridCard({
  index,
  draft,
  options,
  evaluated,
  canRemove,
  onPick,
  onChange,
  onRemove,
  readOnly,
}: HybridCardProps) {
  const selectId = `hybrid-${draft.key}`;
  const errors = evaluated?.errors ?? {};
  return (
    <section className="sim-hybrid" aria-label={strings.hybrid.title(index + 1)}>
      <div className="sim-hybrid__head">
        <h3 className="sim-hybrid__title">{strings.hybrid.title(index + 1)}</h3>
        {canRemove ? (
          <button
            type="button"
            className="sim-button sim-button--quiet"
            aria-label={strings.hybrid.removeLabel(index + 1)}
            onClick={onRemove}
          >
            {strings.hybrid.remove}
          </button>
        ) : null}
      </div>
      <div className="sim-field">
        <label className="sim-field__label" htmlFor={selectId}>
          {strings.hybrid.pick}
        </label>
        <select
          id={selectId}
          className="sim-select"
          value={draft.productId}
          disabled={readOnly}
          onChange={(event) => onPick(event.target.value)}
        >
          {readOnly ? (
            <option value="">{strings.hybrid.loading}</option>
          ) : (
            <>
              {options.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {option.name}
                </option>
              ))}
              <option value="">{strings.hybrid.other}</option>
            </>
          )}
        </select>
        {draft.source ? <SourceNote text={draft.source} /> : null}
        {options.length === 0 && !readOnly ? (
          <span className="sim-field__hint">{strings.hybrid.noneOfKind}</span>
        ) : null}
      </div>
      <div className="sim-fields sim-fields--pair">
        <NumberField
          name={`seedsPerBag-${index}`}
          label={INPUT_FIELDS.seedsPerBag.label}
          value={draft.seedsPerBag}
          whole
          error={errors.seedsPerBag}
          onChange={(value) => onChange('seedsPerBag', value)}
          readOnly={readOnly}
        />
        <NumberField
          name={`pricePerBag-${index}`}
          label={INPUT_FIELDS.pricePerBag.label}
          prefix="$"
          value={draft.pricePerBag}
          error={errors.pricePerBag}
          onChange={(value) => onChange('pricePerBag', value)}
          readOnly={readOnly}
        />
      </div>
      <NumberField
        name={`discount-${index}`}
        label={INPUT_FIELDS.discount.label}
        prefix="$"
        placeholder="0"
        value={draft.discount}
        error={errors.discount}
        onChange={(value) => onChange('discount', value)}
        readOnly={readOnly}
      />
    </section>
  );
}
