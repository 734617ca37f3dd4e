// The farmer's answer checks (answers.ts) against the zod schemas the API answers with: the same
// verdict on a real answer and on every answer with one field taken away or of the wrong type.
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { okSchema, userDetailsSchema } from '../../../../domain/auth.ts';
import { pageSchema } from '../../../../domain/pagination-schemas.ts';
import { simulatorParamsResponseSchema } from '../../../../domain/simulator-params.ts';
import {
  farmSchema,
  hybridOptionSchema,
  simulationDetailSchema,
  simulationSummarySchema,
} from '../../../../domain/simulator-schemas.ts';
import { simulateScenarios } from '../../../../domain/simulator.ts';
import {
  isFarm,
  isHybrids,
  isOk,
  isSimulationDetail,
  isSimulationPage,
  isSimulatorParams,
  isUserDetails,
} from './answers.ts';
import { farmerUser, hybrids, params } from './test-api.ts';

const input = {
  productionKind: 'GRAIN' as const,
  hectares: 12.5,
  seedsPerHa: 80_000,
  seedsPerBag: 80_000,
  pricePerBag: 4250,
  discount: 0,
  voucherCredit: 0,
  yieldPerHa: 11,
  pricePerTon: 5200,
  otherCostsPerHa: 18_000,
};
const [computed] = simulateScenarios([input]);
const summary = {
  id: 4,
  name: 'Parcela norte',
  createdAt: '2026-11-20T10:00:00.000Z',
  clientId: 9,
  clientName: 'Ramón Quintero',
  createdByName: null,
  productionKind: 'GRAIN',
  hectares: 12.5,
  scenarioCount: 1,
  margin: 1000.5,
  roi: 0.25,
};
const detail = {
  ...summary,
  scenarios: [
    { label: 'Híbrido A', productId: 3, input, result: computed!.result, comparison: computed!.comparison },
  ],
};

const cases: Array<[string, (value: unknown) => boolean, z.ZodType, unknown]> = [
  ['user details', isUserDetails, userDetailsSchema, farmerUser],
  ['ok', isOk, okSchema, { ok: true }],
  // A cached answer from before versions existed still opens the simulator offline.
  [
    'simulator parameters',
    isSimulatorParams,
    simulatorParamsResponseSchema.partial({ version: true }),
    params,
  ],
  ['hybrids', isHybrids, hybridOptionSchema.array(), hybrids],
  ['the farm', isFarm, farmSchema, { hectares: 15.5, productionKind: 'SILAGE' }],
  [
    'a page of saved runs',
    isSimulationPage,
    pageSchema(simulationSummarySchema).partial({ countKind: true }),
    {
      data: [summary],
      page: 1,
      size: 5,
      totalPages: 1,
      totalRecords: 1,
      countKind: 'exact',
    },
  ],
  // A page cached before counts were capped still opens the saved runs offline.
  [
    'a page of saved runs cached before capped counts',
    isSimulationPage,
    pageSchema(simulationSummarySchema).partial({ countKind: true }),
    { data: [summary], page: 1, size: 5, totalPages: 1, totalRecords: 1 },
  ],
  ['a saved run', isSimulationDetail, simulationDetailSchema, detail],
];

/** Every path to a leaf of the value: where a mutation can go. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [path];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => leafPaths(child, [...path, key]));
}

function mutated(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === REMOVE) delete node[last];
  else node[last] = replacement;
  return copy;
}
const REMOVE = Symbol('remove');

describe('the farmer page reads the API answers as the API writes them', () => {
  it.each(cases)('accepts %s', (_, check, schema, answer) => {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(check(answer)).toBe(true);
  });

  it.each(cases)('judges %s with one field changed as the schema does', (_, check, schema, answer) => {
    const paths = leafPaths(answer).filter((p) => p.length > 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.constantFrom<unknown>(REMOVE, null, 'texto', 1.5, -3, true, [], {}, 'GRAIN', 7),
        (path, replacement) => {
          const value = mutated(answer, path, replacement);
          expect(check(value)).toBe(schema.safeParse(value).success);
        },
      ),
      { numRuns: 400, seed: 20_261_125 },
    );
  });
});
