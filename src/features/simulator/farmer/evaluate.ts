// Turns the farmer's text into scenarios through the shared field rules (domain/simulator-fields.ts,
// the API's own bounds and messages without zod), as the farmer types: the Spanish message of every
// field that does not read, and the results of every hybrid that does.
// Hybrids are compared with the first one that reads.
import { readScenario, type ReadScenario } from '../../../../domain/simulator-fields.ts';
import type { HybridOption } from '../../../../domain/simulator-schemas.ts';
import {
  simulateScenarios,
  type ScenarioComparison,
  type SimulationResult,
} from '../../../../domain/simulator.ts';
import type { FarmerDraft, HybridField, SharedField } from './draft.ts';
import { strings } from './strings.ts';

export interface EvaluatedHybrid {
  name: string;
  errors: Partial<Record<HybridField, string>>;
  scenario: ReadScenario | null;
  result: SimulationResult | null;
  comparison: ScenarioComparison | null;
}

export interface Evaluation {
  sharedErrors: Partial<Record<SharedField, string>>;
  hybrids: EvaluatedHybrid[];
  /** Every hybrid reads: the run can be saved. */
  isComplete: boolean;
}

const SHARED_FIELDS: SharedField[] = [
  'hectares',
  'seedsPerHa',
  'yieldPerHa',
  'pricePerTon',
  'otherCostsPerHa',
  'voucherCredit',
];
const HYBRID_FIELDS: HybridField[] = ['seedsPerBag', 'pricePerBag', 'discount'];

function hybridName(productId: string, index: number, hybrids: HybridOption[]): string {
  return hybrids.find((h) => String(h.id) === productId)?.name ?? strings.hybrid.fallbackName(index + 1);
}

export function evaluateDraft(draft: FarmerDraft, hybrids: HybridOption[]): Evaluation {
  const sharedErrors: Evaluation['sharedErrors'] = {};
  const parsed = draft.hybrids.map((hybrid, index) => {
    const name = hybridName(hybrid.productId, index, hybrids);
    const result = readScenario({
      productionKind: draft.productionKind,
      hectares: draft.hectares,
      seedsPerHa: draft.seedsPerHa,
      yieldPerHa: draft.yieldPerHa,
      pricePerTon: draft.pricePerTon,
      otherCostsPerHa: draft.otherCostsPerHa,
      voucherCredit: draft.voucherCredit,
      seedsPerBag: hybrid.seedsPerBag,
      pricePerBag: hybrid.pricePerBag,
      discount: hybrid.discount,
      label: name,
      productId: hybrid.productId === '' ? null : Number(hybrid.productId),
    });
    const errors: EvaluatedHybrid['errors'] = {};
    for (const issue of result.success ? [] : result.issues) {
      const field = issue.path;
      const shared = SHARED_FIELDS.find((f) => f === field);
      const own = HYBRID_FIELDS.find((f) => f === field);
      if (shared && !sharedErrors[shared]) sharedErrors[shared] = issue.message;
      if (own && !errors[own]) errors[own] = issue.message;
    }
    return { name, errors, scenario: result.success ? result.data : null };
  });

  const readable = parsed.flatMap((p) => (p.scenario ? [p.scenario] : []));
  const computed = simulateScenarios(readable);
  let next = 0;
  const evaluated = parsed.map((p): EvaluatedHybrid => {
    const outcome = p.scenario ? computed[next++] : undefined;
    return { ...p, result: outcome?.result ?? null, comparison: outcome?.comparison ?? null };
  });
  return { sharedErrors, hybrids: evaluated, isComplete: evaluated.every((h) => h.scenario !== null) };
}
