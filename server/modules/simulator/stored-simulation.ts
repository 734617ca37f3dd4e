// How a saved run sits in the simulations table: the scenarios' inputs in `inputs`, the results
// computed when it was saved in `results` (so a later change of the math or the prices never
// rewrites what the customer was shown). Both are read back through zod, never trusted as they are.
import { z } from 'zod';
import {
  savedScenarioSchema,
  scenarioComparisonSchema,
  simulationResultSchema,
  type SavedScenario,
  type ScenarioInput,
  type SimulationDetail,
  type SimulationSummary,
} from '../../../domain/simulator-schemas.ts';
import { simulateScenarios } from '../../../domain/simulator.ts';

const storedInputsSchema = z.object({
  scenarios: z.array(savedScenarioSchema.pick({ label: true, productId: true, input: true })).min(1),
});
const storedResultsSchema = z.object({
  scenarios: z.array(z.object({ result: simulationResultSchema, comparison: scenarioComparisonSchema })),
});

export interface StoredSimulation {
  inputs: z.infer<typeof storedInputsSchema>;
  results: z.infer<typeof storedResultsSchema>;
}

/** Computes the scenarios and shapes both JSON columns. */
export function storedSimulationOf(scenarios: ScenarioInput[]): StoredSimulation {
  const computed = simulateScenarios(scenarios);
  return {
    inputs: {
      scenarios: scenarios.map(({ label, productId, ...input }) => ({
        label: label ?? null,
        productId: productId ?? null,
        input,
      })),
    },
    results: { scenarios: computed },
  };
}

export interface SimulationRow {
  id: number;
  name: string | null;
  created_at: Date | string;
  client_id: number | null;
  clientName: string | null;
  createdByName: string | null;
  inputs: unknown;
  results: unknown;
}

function scenariosOf(row: SimulationRow): SavedScenario[] {
  const inputs = storedInputsSchema.parse(row.inputs);
  const results = storedResultsSchema.parse(row.results);
  return inputs.scenarios.map((scenario, index) => {
    const computed = results.scenarios[index];
    if (!computed) throw new Error(`Simulation ${row.id} lacks the results of scenario ${index + 1}`);
    return { ...scenario, ...computed };
  });
}

export function toSimulationDetail(row: SimulationRow): SimulationDetail {
  const scenarios = scenariosOf(row);
  const [first] = scenarios;
  if (!first) throw new Error(`Simulation ${row.id} has no scenario`);
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
    clientName: row.clientName,
    createdByName: row.createdByName,
    productionKind: first.input.productionKind,
    hectares: first.input.hectares,
    scenarioCount: scenarios.length,
    margin: first.result.margin,
    roi: first.result.roi,
    scenarios,
  };
}

export function toSimulationSummary(row: SimulationRow): SimulationSummary {
  const { scenarios: _scenarios, ...summary } = toSimulationDetail(row);
  return summary;
}
