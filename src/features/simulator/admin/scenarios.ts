// The admin simulator's scenarios as text (every parameter editable per scenario), the steps that
// change them, and their evaluation through the shared schema and math as staff type.
import { INPUT_ORDER, type NumericInput } from '../../../../domain/simulator-format.ts';
import type { ProductionKind, SimulatorParamsSet } from '../../../../domain/simulator-params.ts';
import {
  MAX_SCENARIOS,
  scenarioInputSchema,
  type HybridOption,
  type ScenarioInput,
  type SimulationDetail,
} from '../../../../domain/simulator-schemas.ts';
import {
  simulateScenarios,
  type ScenarioComparison,
  type SimulationResult,
} from '../../../../domain/simulator.ts';

/** Every figure of a scenario, in the order the forms and printouts list them. */
export const NUMERIC_FIELDS = INPUT_ORDER;
export type NumericField = NumericInput;

export type ScenarioDraft = Record<NumericField, string> & {
  key: number;
  label: string;
  /** A product id, or '' when the seed is not from the catalogue. */
  productId: string;
  productionKind: ProductionKind;
};

export interface EvaluatedScenario {
  name: string;
  errors: Partial<Record<NumericField | 'label', string>>;
  scenario: ScenarioInput | null;
  result: SimulationResult | null;
  comparison: ScenarioComparison | null;
}

let nextKey = 1;

function scenarioName(draft: Pick<ScenarioDraft, 'label'>, index: number): string {
  return draft.label.trim() || `Escenario ${index + 1}`;
}

/** The company's defaults for a kind with its first catalogue hybrid; hectares are kept. */
export function defaultScenario(
  params: SimulatorParamsSet,
  hybrids: HybridOption[],
  kind: ProductionKind,
  hectares = '10',
): ScenarioDraft {
  const defaults = kind === 'GRAIN' ? params.grain : params.silage;
  const base: ScenarioDraft = {
    key: nextKey++,
    label: '',
    productId: '',
    productionKind: kind,
    hectares,
    seedsPerHa: String(defaults.defaultDensity),
    seedsPerBag: '',
    pricePerBag: '',
    discount: '',
    voucherCredit: '',
    yieldPerHa: String(defaults.defaultYield),
    pricePerTon: String(defaults.pricePerTon),
    otherCostsPerHa: String(defaults.otherCostsPerHa),
  };
  const first = hybrids.find((h) => h.productionKind === kind);
  return first ? withHybrid(base, first) : base;
}

/** A catalogue hybrid brings its name, bag size, list price and recommended density. */
export function withHybrid(draft: ScenarioDraft, hybrid: HybridOption | undefined): ScenarioDraft {
  if (!hybrid) return { ...draft, productId: '' };
  return {
    ...draft,
    productId: String(hybrid.id),
    label: hybrid.name,
    seedsPerBag: String(hybrid.seedsPerBag),
    pricePerBag: String(hybrid.pricePerBag),
    seedsPerHa: hybrid.recommendedDensity ? String(hybrid.recommendedDensity) : draft.seedsPerHa,
  };
}

export function copyScenario(draft: ScenarioDraft): ScenarioDraft {
  return { ...draft, key: nextKey++, label: draft.label ? `${draft.label} (copia)` : '' };
}

export function canAddScenario(drafts: ScenarioDraft[]): boolean {
  return drafts.length < MAX_SCENARIOS;
}

/** A saved run back in the editor, scenario by scenario. */
export function draftsFromSaved(detail: SimulationDetail): ScenarioDraft[] {
  return detail.scenarios.map((s) => {
    const text = (value: number, blankWhenZero = false) =>
      blankWhenZero && value === 0 ? '' : String(value);
    return {
      key: nextKey++,
      label: s.label ?? '',
      productId: s.productId === null ? '' : String(s.productId),
      productionKind: s.input.productionKind,
      hectares: text(s.input.hectares),
      seedsPerHa: text(s.input.seedsPerHa),
      seedsPerBag: text(s.input.seedsPerBag),
      pricePerBag: text(s.input.pricePerBag),
      discount: text(s.input.discount, true),
      voucherCredit: text(s.input.voucherCredit, true),
      yieldPerHa: text(s.input.yieldPerHa),
      pricePerTon: text(s.input.pricePerTon),
      otherCostsPerHa: text(s.input.otherCostsPerHa),
    };
  });
}

/** Each scenario's messages and, for those that read, results compared with the first that reads. */
export function evaluateScenarios(drafts: ScenarioDraft[]): EvaluatedScenario[] {
  const parsed = drafts.map((draft, index) => {
    const outcome = scenarioInputSchema.safeParse({
      ...draft,
      productId: draft.productId === '' ? null : Number(draft.productId),
    });
    const errors: EvaluatedScenario['errors'] = {};
    for (const issue of outcome.error?.issues ?? []) {
      const field = String(issue.path[0] ?? '');
      const known = [...NUMERIC_FIELDS, 'label' as const].find((f) => f === field);
      if (known && !errors[known]) errors[known] = issue.message;
    }
    return { name: scenarioName(draft, index), errors, scenario: outcome.success ? outcome.data : null };
  });
  const computed = simulateScenarios(parsed.flatMap((p) => (p.scenario ? [p.scenario] : [])));
  let next = 0;
  return parsed.map((p) => {
    const outcome = p.scenario ? computed[next++] : undefined;
    return { ...p, result: outcome?.result ?? null, comparison: outcome?.comparison ?? null };
  });
}
