// One scenario's input fields, their bounds and Spanish messages, and a reader of them that needs
// no validation library: the farmer's page checks what the farmer types with it, while
// the API's zod schema (domain/simulator-schemas.ts) is built from the same rules. A property test
// (simulator-fields.test.ts) holds the two to the same answers.
import { atMostTwoDecimals, readNumber } from './number-text.ts';
import { isProductionKind, type ProductionKind } from './production-kinds.ts';

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

export interface NumberRule {
  messages: NumberMessages;
  min: number;
  /** true: the value must be above min, not equal. */
  exclusiveMin?: boolean;
  max: number;
  /** Blank means 0 (the discount and the DKbono credit). */
  zeroWhenBlank?: boolean;
}

/** Pesos with at most 2 decimals; `what` names the field after "Escribe" ("el precio por bolsa"). */
function pesos(
  what: string,
  max: number,
  options: { plural?: boolean; zeroWhenBlank?: boolean } = {},
): NumberRule {
  const { plural = false, zeroWhenBlank = false } = options;
  const subject = what.charAt(0).toUpperCase() + what.slice(1);
  return {
    messages: {
      required: `Escribe ${what}.`,
      notNumber: `Escribe ${what} solo con números.`,
      min: `${subject} no ${plural ? 'pueden' : 'puede'} ser ${plural ? 'negativos' : 'negativo'}.`,
      max: `${subject} ${plural ? 'son demasiado altos' : 'es demasiado alto'}.`,
      decimals: `${subject} ${plural ? 'admiten' : 'admite'} a lo más dos decimales.`,
    },
    min: 0,
    max,
    zeroWhenBlank,
  };
}

export const NUMBER_FIELDS = {
  hectares: {
    messages: {
      required: 'Escribe las hectáreas.',
      notNumber: 'Escribe las hectáreas solo con números.',
      min: 'Las hectáreas deben ser mayores que 0.',
      max: 'El máximo es de 100,000 hectáreas.',
      decimals: 'Las hectáreas admiten a lo más dos decimales.',
    },
    min: 0,
    exclusiveMin: true,
    max: LIMITS.hectares,
  },
  seedsPerHa: {
    messages: {
      required: 'Escribe la densidad de siembra.',
      notNumber: 'Escribe la densidad solo con números.',
      min: 'La densidad mínima es de 1,000 semillas por hectárea.',
      max: 'La densidad máxima es de 500,000 semillas por hectárea.',
      whole: 'La densidad debe ser un número entero de semillas.',
    },
    ...LIMITS.seedsPerHa,
  },
  seedsPerBag: {
    messages: {
      required: 'Escribe las semillas por bolsa.',
      notNumber: 'Escribe las semillas por bolsa solo con números.',
      min: 'Una bolsa trae al menos 10,000 semillas.',
      max: 'Una bolsa trae a lo más 1,000,000 de semillas.',
      whole: 'Las semillas por bolsa deben ser un número entero.',
    },
    ...LIMITS.seedsPerBag,
  },
  pricePerBag: pesos('el precio por bolsa', LIMITS.pricePerBag),
  discount: pesos('el descuento', LIMITS.discount, { zeroWhenBlank: true }),
  voucherCredit: pesos('el crédito DKbono', LIMITS.discount, { zeroWhenBlank: true }),
  yieldPerHa: {
    messages: {
      required: 'Escribe el rendimiento esperado.',
      notNumber: 'Escribe el rendimiento solo con números.',
      min: 'El rendimiento no puede ser negativo.',
      max: 'El rendimiento máximo es de 200 t/ha.',
      decimals: 'El rendimiento admite a lo más dos decimales.',
    },
    min: 0,
    max: LIMITS.yieldPerHa,
  },
  pricePerTon: pesos('el precio por tonelada', LIMITS.pricePerTon),
  otherCostsPerHa: pesos('los otros costos por hectárea', LIMITS.otherCostsPerHa, { plural: true }),
} satisfies Record<string, NumberRule>;

export type NumberField = keyof typeof NUMBER_FIELDS;
export const NUMBER_FIELD_NAMES = Object.keys(NUMBER_FIELDS) as NumberField[];

export const PRODUCTION_KIND_MESSAGE = 'Elige grano o forraje.';
export const SCENARIO_LABEL_MAX = 80;
export const SCENARIO_LABEL_MESSAGE = 'El nombre del escenario admite hasta 80 caracteres.';
const INVALID = 'El valor no es válido.';

/** A scenario as read: the fields of SimulationInput plus its label and the product picked. */
export interface ReadScenario extends Record<NumberField, number> {
  productionKind: ProductionKind;
  label?: string | null;
  productId?: number | null;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The messages of one number as the API's schema gives them, in the same order; none: it reads. */
function numberIssues(rule: NumberRule, raw: unknown): { value?: number; messages: string[] } {
  const value = readNumber(raw);
  if (value === undefined)
    return rule.zeroWhenBlank ? { value: 0, messages: [] } : { messages: [rule.messages.required] };
  if (typeof value !== 'number' || !Number.isFinite(value)) return { messages: [rule.messages.notNumber] };
  const messages: string[] = [];
  if (rule.exclusiveMin ? !(value > rule.min) : value < rule.min) messages.push(rule.messages.min);
  if (value > rule.max) messages.push(rule.messages.max);
  if (rule.messages.whole && !Number.isInteger(value)) messages.push(rule.messages.whole);
  if (rule.messages.decimals && !atMostTwoDecimals(value)) messages.push(rule.messages.decimals);
  return messages.length === 0 ? { value, messages } : { messages };
}

/** Reads one scenario as POST /simulator/simulations would: its values, or every field's issues. */
export function readScenario(
  raw: Record<string, unknown>,
): { success: true; data: ReadScenario } | { success: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const values: Partial<Record<NumberField, number>> = {};
  if (!isProductionKind(raw.productionKind))
    issues.push({ path: 'productionKind', message: PRODUCTION_KIND_MESSAGE });
  for (const field of NUMBER_FIELD_NAMES) {
    const read = numberIssues(NUMBER_FIELDS[field], raw[field]);
    if (read.value === undefined) issues.push(...read.messages.map((message) => ({ path: field, message })));
    else values[field] = read.value;
  }
  let label: string | null | undefined;
  if (typeof raw.label === 'string') {
    const trimmed = raw.label.trim();
    if (trimmed.length > SCENARIO_LABEL_MAX) issues.push({ path: 'label', message: SCENARIO_LABEL_MESSAGE });
    label = trimmed === '' ? null : trimmed;
  } else if (raw.label === null || raw.label === undefined) label = raw.label;
  else issues.push({ path: 'label', message: INVALID });
  const { productId } = raw;
  const isProductId =
    productId === null ||
    productId === undefined ||
    (typeof productId === 'number' && Number.isInteger(productId) && productId > 0);
  if (!isProductId) issues.push({ path: 'productId', message: INVALID });
  if (issues.length > 0) return { success: false, issues };
  return {
    success: true,
    data: {
      ...(values as Record<NumberField, number>),
      productionKind: raw.productionKind as ProductionKind,
      ...(label === undefined ? {} : { label }),
      ...(productId === undefined ? {} : { productId: productId as number | null }),
    },
  };
}
