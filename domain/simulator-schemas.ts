// Requests and answers of the simulator (DESIGN §9): one scenario's inputs with their Spanish
// messages, used by POST /simulator/simulate, by saved runs and by both simulator pages as they type.
import { z } from 'zod';
import { atMostTwoDecimals, readNumber } from './numbers.ts';
import { pagedQuerySchema } from './pagination.ts';
import { PRODUCTION_KINDS, productionKindSchema } from './simulator-params.ts';

export const MAX_SCENARIOS = 3;
// Bounds keep every total under a trillion pesos (numeric(14,2)), where a peso amount with 2
// decimals is still exact as a JSON number: at most 5,000,000 bags × $200,000, 100,000 ha × 200 t ×
// $100,000/t.
export const SIMULATOR_LIMITS = {
  hectares: 100_000,
  seedsPerHa: { min: 1_000, max: 500_000 },
  seedsPerBag: { min: 10_000, max: 1_000_000 },
  pricePerBag: 200_000,
  yieldPerHa: 200,
  pricePerTon: 100_000,
  otherCostsPerHa: 1_000_000,
  discount: 100_000_000,
} as const;
const LIMITS = SIMULATOR_LIMITS;

interface NumberMessages {
  required: string;
  notNumber: string;
  min: string;
  max: string;
  /** Whole numbers only (seeds), or at most 2 decimals. */
  whole?: string;
  decimals?: string;
}

interface NumberBounds {
  min: number;
  /** true: the value must be above min, not equal. */
  exclusiveMin?: boolean;
  max: number;
}

function numberField(messages: NumberMessages, bounds: NumberBounds & { zeroWhenBlank?: boolean }) {
  let schema = z.number({
    error: (issue) => (issue.input === undefined ? messages.required : messages.notNumber),
  });
  schema = bounds.exclusiveMin ? schema.gt(bounds.min, messages.min) : schema.min(bounds.min, messages.min);
  schema = schema.max(bounds.max, messages.max);
  if (messages.whole) schema = schema.int(messages.whole);
  const checked = messages.decimals
    ? schema.refine(atMostTwoDecimals, { message: messages.decimals })
    : schema;
  return z.preprocess(readNumber, bounds.zeroWhenBlank ? checked.default(0) : checked);
}

/** Pesos with at most 2 decimals; `what` names the field after "Escribe" ("el precio por bolsa"). */
function pesosField(what: string, max: number, options: { plural?: boolean; zeroWhenBlank?: boolean } = {}) {
  const { plural = false, zeroWhenBlank = false } = options;
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  return numberField(
    {
      required: `Escribe ${what}.`,
      notNumber: `Escribe ${what} solo con números.`,
      min: `${subject} no ${plural ? 'pueden' : 'puede'} ser ${plural ? 'negativos' : 'negativo'}.`,
      max: `${subject} ${plural ? 'son demasiado altos' : 'es demasiado alto'}.`,
      decimals: `${subject} ${plural ? 'admiten' : 'admite'} a lo más dos decimales.`,
    },
    { min: 0, max, zeroWhenBlank },
  );
}

/** One scenario's inputs. Blank discount and Dkbono credit mean none. */
export const simulationInputSchema = z.object({
  productionKind: z.enum(PRODUCTION_KINDS, { error: 'Elige grano o forraje.' }),
  hectares: numberField(
    {
      required: 'Escribe las hectáreas.',
      notNumber: 'Escribe las hectáreas solo con números.',
      min: 'Las hectáreas deben ser mayores que 0.',
      max: 'El máximo es de 100,000 hectáreas.',
      decimals: 'Las hectáreas admiten a lo más dos decimales.',
    },
    { min: 0, exclusiveMin: true, max: LIMITS.hectares },
  ),
  seedsPerHa: numberField(
    {
      required: 'Escribe la densidad de siembra.',
      notNumber: 'Escribe la densidad solo con números.',
      min: 'La densidad mínima es de 1,000 semillas por hectárea.',
      max: 'La densidad máxima es de 500,000 semillas por hectárea.',
      whole: 'La densidad debe ser un número entero de semillas.',
    },
    LIMITS.seedsPerHa,
  ),
  seedsPerBag: numberField(
    {
      required: 'Escribe las semillas por bolsa.',
      notNumber: 'Escribe las semillas por bolsa solo con números.',
      min: 'Una bolsa trae al menos 10,000 semillas.',
      max: 'Una bolsa trae a lo más 1,000,000 de semillas.',
      whole: 'Las semillas por bolsa deben ser un número entero.',
    },
    LIMITS.seedsPerBag,
  ),
  pricePerBag: pesosField('el precio por bolsa', LIMITS.pricePerBag),
  discount: pesosField('el descuento', LIMITS.discount, { zeroWhenBlank: true }),
  voucherCredit: pesosField('el crédito DKbono', LIMITS.discount, { zeroWhenBlank: true }),
  yieldPerHa: numberField(
    {
      required: 'Escribe el rendimiento esperado.',
      notNumber: 'Escribe el rendimiento solo con números.',
      min: 'El rendimiento no puede ser negativo.',
      max: 'El rendimiento máximo es de 200 t/ha.',
      decimals: 'El rendimiento admite a lo más dos decimales.',
    },
    { min: 0, max: LIMITS.yieldPerHa },
  ),
  pricePerTon: pesosField('el precio por tonelada', LIMITS.pricePerTon),
  otherCostsPerHa: pesosField('los otros costos por hectárea', LIMITS.otherCostsPerHa, { plural: true }),
});
export type SimulationInputValues = z.input<typeof simulationInputSchema>;
export type ParsedSimulationInput = z.output<typeof simulationInputSchema>;

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
  .max(80, 'El nombre del escenario admite hasta 80 caracteres.')
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
  clientId: z.coerce.number().int().positive('El cliente no es válido.').optional(),
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
