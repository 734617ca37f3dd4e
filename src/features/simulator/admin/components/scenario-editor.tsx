// One scenario with every parameter editable: name, kind, catalogue hybrid, and the nine figures of
// docs/design.md §9 with their units and Spanish messages.
import {
  Button,
  Dropdown,
  Field,
  Input,
  Option,
  Radio,
  RadioGroup,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular, DeleteRegular } from '@fluentui/react-icons';
import { INPUT_FIELDS, formatNumber } from '../../../../../domain/simulator-format.ts';
import {
  PRODUCTION_KINDS,
  PRODUCTION_KIND_LABELS,
  type ProductionKind,
} from '../../../../../domain/simulator-params.ts';
import type { HybridOption } from '../../../../../domain/simulator-schemas.ts';
import { plantsFromDensity } from '../../../../../domain/simulator.ts';
import {
  NUMERIC_FIELDS,
  type EvaluatedScenario,
  type NumericField,
  type ScenarioDraft,
} from '../scenarios.ts';
import { useFormLayoutStyles } from '../../../../lib/ui/form-layout.tsx';
import { adminStrings } from '../strings.ts';
import { recordOptions } from '../../../../lib/ui/record-options.tsx';

const useStyles = makeStyles({
  // The shared card of form pages, allowed to shrink inside a grid cell.
  card: { minWidth: 0 },
  head: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
  },
  number: { minWidth: 0 },
  // Fluent's Input keeps a minimum width of its own; in a half-width cell it must shrink instead.
  input: { width: '100%', minWidth: 0 },
});

export interface ScenarioEditorProps {
  index: number;
  draft: ScenarioDraft;
  evaluated: EvaluatedScenario | undefined;
  hybrids: HybridOption[];
  emergencePct: number;
  canCopy: boolean;
  canRemove: boolean;
  onChange: (draft: ScenarioDraft) => void;
  onKind: (kind: ProductionKind) => void;
  onHybrid: (productId: string) => void;
  onCopy: () => void;
  onRemove: () => void;
}

const AFTER: Partial<Record<NumericField, string>> = {
  hectares: 'ha',
  seedsPerHa: 'sem/ha',
  yieldPerHa: 't/ha',
  pricePerTon: '$/t',
  otherCostsPerHa: '$/ha',
};
const MONEY = new Set<NumericField>([
  'pricePerBag',
  'discount',
  'voucherCredit',
  'pricePerTon',
  'otherCostsPerHa',
]);

export function ScenarioEditor(props: ScenarioEditorProps) {
  const { index, draft, evaluated, hybrids, emergencePct } = props;
  const styles = useStyles();
  const layout = useFormLayoutStyles();
  const errors = evaluated?.errors ?? {};
  const options = hybrids.filter((h) => h.productionKind === draft.productionKind);
  const selectedHybrid = options.find((h) => String(h.id) === draft.productId);
  const density = Number(draft.seedsPerHa.replace(/,/g, ''));
  const plants = density > 0 ? plantsFromDensity(density, emergencePct) : 0;

  const numberField = (field: NumericField) => (
    <Field
      key={field}
      className={styles.number}
      label={INPUT_FIELDS[field].label}
      validationMessage={errors[field]}
      hint={
        field === 'seedsPerHa' && plants > 0
          ? adminStrings.scenario.plants(formatNumber(plants), formatNumber(emergencePct))
          : undefined
      }
    >
      <Input
        className={styles.input}
        name={`${field}-${index}`}
        inputMode={field === 'seedsPerHa' || field === 'seedsPerBag' ? 'numeric' : 'decimal'}
        contentBefore={MONEY.has(field) ? '$' : undefined}
        contentAfter={AFTER[field]}
        value={draft[field]}
        placeholder={field === 'discount' || field === 'voucherCredit' ? '0' : undefined}
        onChange={(_, data) => props.onChange({ ...draft, [field]: data.value })}
      />
    </Field>
  );

  return (
    <section
      className={mergeClasses(layout.section, styles.card)}
      aria-label={adminStrings.scenario.title(index + 1)}
    >
      <div className={styles.head}>
        <h3 className={layout.sectionTitle}>{adminStrings.scenario.title(index + 1)}</h3>
        <div className={styles.actions}>
          {props.canCopy ? (
            <Button
              appearance="subtle"
              icon={<CopyRegular />}
              aria-label={adminStrings.scenario.copyLabel(index + 1)}
              onClick={props.onCopy}
            >
              {adminStrings.scenario.copy}
            </Button>
          ) : null}
          {props.canRemove ? (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={adminStrings.scenario.removeLabel(index + 1)}
              onClick={props.onRemove}
            />
          ) : null}
        </div>
      </div>
      <Field label={adminStrings.scenario.name} validationMessage={errors.label}>
        <Input
          value={draft.label}
          maxLength={80}
          onChange={(_, data) => props.onChange({ ...draft, label: data.value })}
        />
      </Field>
      <Field label={adminStrings.scenario.kind}>
        <RadioGroup
          layout="horizontal"
          value={draft.productionKind}
          onChange={(_, data) => props.onKind(data.value === 'SILAGE' ? 'SILAGE' : 'GRAIN')}
        >
          {PRODUCTION_KINDS.map((kind) => (
            <Radio key={kind} value={kind} label={PRODUCTION_KIND_LABELS[kind]} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={adminStrings.scenario.hybrid}>
        <Dropdown
          value={selectedHybrid?.name ?? adminStrings.scenario.noHybrid}
          selectedOptions={[draft.productId]}
          onOptionSelect={(_, data) => props.onHybrid(data.optionValue ?? '')}
        >
          <Option value="">{adminStrings.scenario.noHybrid}</Option>
          {recordOptions(options)}
        </Dropdown>
      </Field>
      <div className={styles.grid}>{NUMERIC_FIELDS.map(numberField)}</div>
    </section>
  );
}
