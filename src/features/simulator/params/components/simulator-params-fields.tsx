// The five parameters of one production kind, each with its unit and the range it accepts.
import { Field, Input, makeStyles } from '@fluentui/react-components';
import {
  PRODUCTION_KIND_LABELS,
  SIMULATOR_PARAM_UNITS,
  type ProductionKind,
} from '../../../../../domain/simulator-params.ts';
import type { FieldErrors } from '../../../../lib/forms/validate-form.ts';
import { FormSection, useFormLayoutStyles } from '../../../../lib/ui/form-layout.tsx';
import { simulatorParamsStrings } from '../strings.ts';
import { PARAM_FIELDS, type KindValues, type ParamField } from '../use-simulator-params-form.ts';

const text = simulatorParamsStrings;

const STEPS: Record<ParamField, string> = {
  pricePerTon: '0.01',
  defaultDensity: '1000',
  emergencePct: '0.1',
  defaultYield: '0.1',
  otherCostsPerHa: '0.01',
};

const useStyles = makeStyles({
  grid: { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' },
  input: { width: '100%', minWidth: 0 },
  inputElement: { minWidth: 0 },
  unit: { whiteSpace: 'nowrap' },
});

export interface SimulatorParamsFieldsProps {
  kind: ProductionKind;
  values: KindValues;
  errors: FieldErrors<KindValues>;
  onChange: (field: ParamField, value: string) => void;
}

export function SimulatorParamsFields({ kind, values, errors, onChange }: SimulatorParamsFieldsProps) {
  const layout = useFormLayoutStyles();
  const styles = useStyles();
  return (
    <FormSection title={PRODUCTION_KIND_LABELS[kind]}>
      <div className={`${layout.grid} ${styles.grid}`}>
        {PARAM_FIELDS.map((field) => (
          <Field
            key={field}
            label={text.fields[field].label}
            required
            hint={
              kind === 'SILAGE' && field === 'defaultYield' ? text.silageYieldHint : text.fields[field].hint
            }
            validationMessage={errors[field]}
          >
            <Input
              className={styles.input}
              input={{ className: styles.inputElement }}
              type="number"
              inputMode="decimal"
              min={0}
              step={STEPS[field]}
              value={values[field]}
              onChange={(_, data) => onChange(field, data.value)}
              contentAfter={<span className={styles.unit}>{SIMULATOR_PARAM_UNITS[field]}</span>}
            />
          </Field>
        ))}
      </div>
    </FormSection>
  );
}
