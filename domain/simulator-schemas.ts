// Requests and answers of the simulator (docs/design.md §9): one scenario's inputs with their
// Spanish messages, used by POST /simulator/simulate, by saved runs and by both simulator pages as
// they type.
import { z } from './zod.ts';
import { atMostTwoDecimals, readNumber, recordIdSchema } from './numbers.ts';
import { pagedQuerySchema } from './pagination-schemas.ts';
import { PRODUCTION_KINDS, productionKindSchema } from './simulator-params.ts';
import {
  MAX_SCENARIOS,
  NUMBER_FIELDS,
  PRODUCTION_KIND_MESSAGE,
  SCENARIO_LABEL_MAX,
  SCENARIO_LABEL_MESSAGE,
  type NumberRule,
} from './simulator-fields.ts';

export { MAX_SCENARIOS, SIMULATOR_LIMITS } from './simulator-fields.ts';

/** A number field of the API from its rule (domain/simulator-fields.ts): the same bounds and messages. */
function numberField({ messages, min, exclusiveMin, max, zeroWhenBlank }: NumberRule) {
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber),
  });
  schema = exclusiveMin ? schema.gt(min, messages.min) : schema.min(min, messages.min);
  schema = schema.max(max, messages.max);
  if (messages.whole) schema = schema.int(messages.whole);
  const checked = messages.decimals
    ? schema.refine(atMostTwoDecimals, { message: messages.decimals })
    : schema;
  return z.preprocess(readNumber, zeroWhenBlank ? checked.default(0) : checked);
}

const fields = NUMBER_FIELDS;

/** One scenario's inputs. Blank discount and Dkbono credit mean none. */
export const simulationInputSchema = z.object({
  productionKind: z.enum(PRODUCTION_KINDS, { error: PRODUCTION_KIND_MESSAGE }),
  hectares: numberField(fields.hectares),
  seedsPerHa: numberField(fields.seedsPerHa),
  seedsPerBag: numberField(fields.seedsPerBag),
  pricePerBag: numberField(fields.pricePerBag),
  discount: numberField(fields.discount),
  voucherCredit: numberField(fields.voucherCredit),
  yieldPerHa: numberField(fields.yieldPerHa),
  pricePerTon: numberField(fields.pricePerTon),
  otherCostsPerHa: numberField(fields.otherCostsPerHa),
});

/** The answer of POST /simulator/simulate (domain/simulator.ts SimulationResult). */
export const simulationResultSchema = z.object({
  bags: z.number().int(),
  seedListCost: z.number(),
  seedInvestment: z.number(),
  voucherCredit: z.number(),
  realSeedCost: z.number(),
  seedCostPerHa: z.number().nullable(),
  seedCostPerTon: z.number().nullable(),
  otherCosts: z.number(),
  production: z.number(),
  revenue: z.number(),
  totalCost: z.number(),
  margin: z.number(),
  marginPerHa: z.number().nullable(),
  roi: z.number().nullable(),
  breakEvenYield: z.number().nullable(),
  breakEvenPrice: z.number().nullable(),
});

export const scenarioComparisonSchema = z.object({
  costDifference: z.number(),
  marginDifference: z.number(),
  extraYieldToPay: z.number().nullable(),
});

const scenarioLabel = z
  .string()
  .trim()
  .max(SCENARIO_LABEL_MAX, SCENARIO_LABEL_MESSAGE)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** A scenario of a saved run: its inputs plus a label (the hybrid's name) and the product picked. */
export const scenarioInputSchema = simulationInputSchema.extend({
  label: scenarioLabel,
  productId: z.number().int().positive().nullable().optional(),
});
export type ScenarioInput = z.output<typeof scenarioInputSchema>;

/** POST /simulator/simulations: a farmer saves for itself; staff may name a customer in scope. */
export const saveSimulationSchema = z.object({
  clientId: z
    .number({ error: 'Elige un cliente.' })
    .int()
    .positive('Elige un cliente.')
    .nullable()
    .optional(),
  name: z
    .string()
    .trim()
    .max(80, 'El nombre admite hasta 80 caracteres.')
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  scenarios: z
    .array(scenarioInputSchema, { error: 'Agrega al menos un escenario.' })
    .min(1, 'Agrega al menos un escenario.')
    .max(MAX_SCENARIOS, `Compara a lo más ${MAX_SCENARIOS} escenarios.`),
});
export type SaveSimulationRequest = z.input<typeof saveSimulationSchema>;
export type SaveSimulation = z.output<typeof saveSimulationSchema>;

/** A stored scenario as it comes back: the inputs as parsed, the results and the comparison. */
export const savedScenarioSchema = z.object({
  label: z.string().nullable(),
  productId: z.number().int().nullable(),
  input: z.object({
    productionKind: productionKindSchema,
    hectares: z.number(),
    seedsPerHa: z.number().int(),
    seedsPerBag: z.number().int(),
    pricePerBag: z.number(),
    discount: z.number(),
    voucherCredit: z.number(),
    yieldPerHa: z.number(),
    pricePerTon: z.number(),
    otherCostsPerHa: z.number(),
  }),
  result: simulationResultSchema,
  comparison: scenarioComparisonSchema,
});
export type SavedScenario = z.infer<typeof savedScenarioSchema>;

export const simulationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  createdAt: z.string(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  /** The staff member who saved it; null when the farmer saved it. */
  createdByName: z.string().nullable(),
  productionKind: productionKindSchema,
  hectares: z.number(),
  scenarioCount: z.number().int(),
  /** Of the first scenario. */
  margin: z.number(),
  roi: z.number().nullable(),
});
export type SimulationSummary = z.infer<typeof simulationSummarySchema>;

export const simulationDetailSchema = simulationSummarySchema.extend({
  scenarios: z.array(savedScenarioSchema),
});
export type SimulationDetail = z.infer<typeof simulationDetailSchema>;

/** Saved runs sort by date (newest first by default) or by name. */
export const SIMULATION_SORTS = ['date:desc', 'date:asc', 'name:asc', 'name:desc'] as const;
export type SimulationSort = (typeof SIMULATION_SORTS)[number];
export const DEFAULT_SIMULATION_SORT: SimulationSort = 'date:desc';

export const simulationListQuerySchema = pagedQuerySchema.extend({
  clientId: recordIdSchema('El cliente no es válido.').optional(),
  sort: z.enum(SIMULATION_SORTS, { error: 'El orden no es válido.' }).default(DEFAULT_SIMULATION_SORT),
});
export type SimulationListQuery = z.infer<typeof simulationListQuerySchema>;

/** GET /simulator/hybrids: the enabled products a farmer can compare. */
export const hybridOptionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  productionKind: productionKindSchema,
  seedsPerBag: z.number().int(),
  pricePerBag: z.number(),
  recommendedDensity: z.number().int().nullable(),
});
export type HybridOption = z.infer<typeof hybridOptionSchema>;

/**
 * GET /simulator/farm: what the customer record says about the signed-in farmer's land, for the
 * simulator to start from. Both null for staff, or when the record does not say.
 */
export const farmSchema = z.object({
  hectares: z.number().nullable(),
  productionKind: productionKindSchema.nullable(),
});
export type Farm = z.infer<typeof farmSchema>;
