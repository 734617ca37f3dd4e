// Grain or silage: two big radio buttons; switching brings the company's defaults for that kind.
import {
  PRODUCTION_KINDS,
  PRODUCTION_KIND_LABELS,
  type ProductionKind,
} from '../../../../../domain/production-kinds.ts';
import { strings } from '../strings.ts';
import { SourceNote } from './number-field.tsx';

export function KindSwitch({
  value,
  source,
  onChange,
}: {
  value: ProductionKind;
  source?: string;
  onChange: (kind: ProductionKind) => void;
}) {
  const control = (
    <fieldset className="sim-switch">
      <legend className="sim-visually-hidden">{strings.kind.label}</legend>
      {PRODUCTION_KINDS.map((kind) => (
        <label key={kind} className="sim-switch__option">
          <input
            type="radio"
            name="productionKind"
            value={kind}
            checked={value === kind}
            onChange={() => onChange(kind)}
          />
          {PRODUCTION_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
  if (!source) return control;
  return (
    <div className="sim-field">
      {control}
      <SourceNote text={source} />
    </div>
  );
}
