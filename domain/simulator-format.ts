// How the simulator's figures read in Spanish (es-MX), the same on the farmer's phone, the staff
// page, the printout and the PDF. A figure that cannot be computed (null) reads as a dash.
// Money reads through domain/money-format.ts like everywhere else.
import { formatEsMx } from './es-mx-number.ts';
import { NOT_APPLICABLE, formatPesos } from './money-format.ts';
import type { ScenarioComparison, SimulationInput, SimulationResult } from './simulator.ts';
import type { ProductionKind } from './simulator-params.ts';

// es-MX without building Intl formatters: the farmer's page loads this (es-mx-number.ts says why).
const numberFormat = {
  format: (value: number) => formatEsMx(value, { minimumFractionDigits: 0, maximumFractionDigits: 2 }),
};
const tonnesFormat = {
  format: (value: number) => formatEsMx(value, { minimumFractionDigits: 0, maximumFractionDigits: 3 }),
};
const percentFormat = {
  format: (value: number) =>
    formatEsMx(value, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};

const orDash =
  <T extends unknown[]>(format: (value: number, ...rest: T) => string) =>
  (value: number | null, ...rest: T): string =>
    value === null ? NOT_APPLICABLE : format(value, ...rest);

/** 80,000 */
export const formatNumber = orDash((value: number) => numberFormat.format(value));
/** 26.375 t */
export const formatTonnes = orDash((value: number) => `${tonnesFormat.format(value)} t`);
/** 4.84 t/ha */
export const formatYield = orDash((value: number) => `${numberFormat.format(value)} t/ha`);
/** 106.6 % from the fraction 1.0661 */
export const formatRoi = orDash((value: number) => percentFormat.format(value).replace('%', ' %'));
/** $2,420.00/t */
export const formatPricePerTon = orDash((value: number) => `${formatPesos(value)}/t`);

/** What the farmer reads for the tonnes of each kind. */
export const YIELD_UNIT_LABELS: Record<ProductionKind, string> = {
  GRAIN: 't/ha de grano',
  SILAGE: 't/ha de forraje verde',
};

export type NumericInput = Exclude<keyof SimulationInput, 'productionKind'>;

/** Each input's label and unit, as the forms and the printouts name them. */
export const INPUT_FIELDS: Record<
  NumericInput,
  { label: string; unit: string; format: (v: number | null) => string }
> = {
  hectares: { label: 'Hectáreas', unit: 'ha', format: formatNumber },
  seedsPerHa: { label: 'Densidad de siembra', unit: 'semillas/ha', format: formatNumber },
  seedsPerBag: { label: 'Semillas por bolsa', unit: 'semillas', format: formatNumber },
  pricePerBag: { label: 'Precio por bolsa', unit: '$', format: formatPesos },
  discount: { label: 'Descuento en semilla', unit: '$', format: formatPesos },
  voucherCredit: { label: 'Crédito DKbono', unit: '$', format: formatPesos },
  yieldPerHa: { label: 'Rendimiento esperado', unit: 't/ha', format: formatYield },
  pricePerTon: { label: 'Precio de venta', unit: '$/t', format: formatPricePerTon },
  otherCostsPerHa: { label: 'Otros costos por hectárea', unit: '$/ha', format: formatPesos },
};

/** The inputs in the order the forms and printouts list them. */
export const INPUT_ORDER: NumericInput[] = [
  'hectares',
  'seedsPerHa',
  'seedsPerBag',
  'pricePerBag',
  'discount',
  'voucherCredit',
  'yieldPerHa',
  'pricePerTon',
  'otherCostsPerHa',
];

export interface ResultRow {
  key: keyof SimulationResult;
  label: string;
  format: (value: number | null) => string;
}

/** The results in the order every view lists them. */
export const RESULT_ROWS: ResultRow[] = [
  { key: 'bags', label: 'Bolsas de semilla', format: formatNumber },
  { key: 'seedInvestment', label: 'Inversión en semilla', format: formatPesos },
  { key: 'voucherCredit', label: 'Crédito DKbono aplicado', format: formatPesos },
  { key: 'realSeedCost', label: 'Costo real de la semilla', format: formatPesos },
  { key: 'seedCostPerHa', label: 'Semilla por hectárea', format: formatPesos },
  { key: 'seedCostPerTon', label: 'Semilla por tonelada', format: formatPesos },
  { key: 'otherCosts', label: 'Otros costos', format: formatPesos },
  { key: 'totalCost', label: 'Costo total', format: formatPesos },
  { key: 'production', label: 'Producción', format: formatTonnes },
  { key: 'revenue', label: 'Ingreso', format: formatPesos },
  { key: 'margin', label: 'Ganancia (margen)', format: formatPesos },
  { key: 'marginPerHa', label: 'Ganancia por hectárea', format: formatPesos },
  { key: 'roi', label: 'Retorno sobre la inversión', format: formatRoi },
  { key: 'breakEvenYield', label: 'Rendimiento de equilibrio', format: formatYield },
  { key: 'breakEvenPrice', label: 'Precio de equilibrio', format: formatPricePerTon },
];

/**
 * The sentence under a compared hybrid, in plain words and never with a negative yield: a dearer
 * hybrid pays for itself only above some extra yield; a cheaper one needs none (and how much less it
 * may yield and still tie).
 */
export function extraYieldSentence(comparison: ScenarioComparison, baselineName: string): string {
  const { extraYieldToPay, costDifference } = comparison;
  if (costDifference === 0) return `Cuesta lo mismo que ${baselineName}.`;
  if (extraYieldToPay === null) return 'Sin precio por tonelada no se puede comparar el rendimiento.';
  if (costDifference > 0) {
    return `Cuesta ${formatPesos(costDifference)} más que ${baselineName}: se paga solo si rinde al menos ${formatYield(extraYieldToPay)} más.`;
  }
  return `Cuesta ${formatPesos(-costDifference)} menos que ${baselineName}, así que no necesita rendir más: aun rindiendo ${formatYield(-extraYieldToPay)} menos, gana lo mismo.`;
}

/** The table's "extra yield to pay its price" cell: only a dearer hybrid needs one. */
export function formatExtraYieldToPay(comparison: ScenarioComparison | null): string {
  if (!comparison || comparison.extraYieldToPay === null) return NOT_APPLICABLE;
  return comparison.costDifference > 0 ? formatYield(comparison.extraYieldToPay) : 'No necesita';
}

/**
 * Which of the compared hybrids earns most with the same field data, and by how much over the
 * next one: the plain answer a farmer looks for first. Null with fewer than two.
 */
export function bestHybridSentence(hybrids: { name: string; margin: number }[]): string | null {
  if (hybrids.length < 2) return null;
  const ranked = [...hybrids].sort((a, b) => b.margin - a.margin);
  const [best, next] = ranked as [{ name: string; margin: number }, { name: string; margin: number }];
  const lead = best.margin - next.margin;
  if (lead === 0) return `Con tus datos, ${best.name} y ${next.name} ganan lo mismo.`;
  return `Con tus datos conviene ${best.name}: gana ${formatPesos(lead)} más que ${next.name}.`;
}
