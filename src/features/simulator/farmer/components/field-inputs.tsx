// "Tu siembra": the data shared by every hybrid, with units and the company's defaults.
import { INPUT_FIELDS, YIELD_UNIT_LABELS, formatNumber } from '../../../../../domain/simulator-format.ts';
import type { ProductionKind } from '../../../../../domain/simulator-params.ts';
import { plantsFromDensity } from '../../../../../domain/simulator.ts';
import type { FarmerDraft, SharedField } from '../draft.ts';
import { strings } from '../strings.ts';
import { KindSwitch } from './kind-switch.tsx';
import { NumberField } from './number-field.tsx';

export interface FieldInputsProps {
  draft: FarmerDraft;
  errors: Partial<Record<SharedField, string>>;
  emergencePct: number;
  onKind: (kind: ProductionKind) => void;
  onChange: (field: SharedField, value: string) => void;
  /** Back to the values the simulator started from (the farm's, the Dkbono's). */
  onReset: () => void;
  /** The first paint's copy (before the page runs): shown, not typed into. */
  readOnly?: boolean;
}

export function FieldInputs({
  draft,
  errors,
  emergencePct,
  onKind,
  onChange,
  onReset,
  readOnly,
}: FieldInputsProps) {
  const density = Number(draft.seedsPerHa.replace(/,/g, ''));
  const plants = Number.isFinite(density) && density > 0 ? plantsFromDensity(density, emergencePct) : null;
  const field = (
    name: SharedField,
    extra: { prefix?: string; unit?: string; hint?: string; whole?: boolean; placeholder?: string } = {},
  ) => (
    <NumberField
      name={name}
      label={INPUT_FIELDS[name].label}
      value={draft[name]}
      source={draft.sources[name]}
      error={errors[name]}
      onChange={(value) => onChange(name, value)}
      readOnly={readOnly}
      {...extra}
    />
  );
  return (
    <section className="sim-card" aria-labelledby="sim-field-title">
      <h2 className="sim-card__title" id="sim-field-title">
        {strings.sections.field}
      </h2>
      <KindSwitch value={draft.productionKind} source={draft.sources.productionKind} onChange={onKind} />
      <div className="sim-fields">
        {field('hectares', { unit: 'ha' })}
        {field('seedsPerHa', {
          unit: 'semillas/ha',
          whole: true,
          hint:
            plants === null
              ? undefined
              : strings.hints.seedsPerHa(formatNumber(plants), formatNumber(emergencePct)),
        })}
        {field('yieldPerHa', {
          unit: 't/ha',
          hint: draft.productionKind === 'SILAGE' ? strings.hints.yieldSilage : YIELD_UNIT_LABELS.GRAIN,
        })}
        {field('pricePerTon', { prefix: '$', unit: 'por t' })}
        {field('otherCostsPerHa', { prefix: '$', unit: 'por ha' })}
        {field('voucherCredit', { prefix: '$', placeholder: '0', hint: strings.hints.voucherCredit })}
      </div>
      <button type="button" className="sim-button sim-button--quiet sim-reset" onClick={onReset}>
        {strings.memory.reset}
      </button>
    </section>
  );
}
