// The profitability simulator (docs/design.md §9), pure and shared by the app and the server. Every amount is
// turned into an integer of a fixed unit first (cents, hundredths of a hectare or of a tonne) and all
// arithmetic runs on BigInt, so no float ever enters a sum and each division rounds exactly once, on
// purpose: money half away from zero, break-even figures up (the yield or price that really covers
// the cost). A ratio without a denominator (no hectares, no production, no price) is null, never
// NaN or Infinity.
import type { ProductionKind } from './simulator-params.ts';
import { toCents } from './cents.ts';

/** One scenario as the farmer states it: money in pesos, hectares and t/ha with up to 2 decimals. */
export interface SimulationInput {
  productionKind: ProductionKind;
  hectares: number;
  /** Seeding density, seeds per hectare. */
  seedsPerHa: number;
  seedsPerBag: number;
  pricePerBag: number;
  /** A discount on the seed, in pesos, for the whole purchase. */
  discount: number;
  /** Credit of a Dkbono applied to the seed, in pesos. */
  voucherCredit?: number;
  /** Expected yield in t/ha (green matter for silage). */
  yieldPerHa: number;
  pricePerTon: number;
  otherCostsPerHa: number;
}

/** What a scenario gives: money in pesos (2 decimals), production in t (3), yields in t/ha (2). */
export interface SimulationResult {
  bags: number;
  /** Bags × price per bag. */
  seedListCost: number;
  /** Bags × price − discount, never below 0 (docs/design.md §9's seed investment). */
  seedInvestment: number;
  /** The part of the Dkbono credit used (never more than the investment). */
  voucherCredit: number;
  /** What the seed really costs after the Dkbono; the base of every cost below. */
  realSeedCost: number;
  seedCostPerHa: number | null;
  seedCostPerTon: number | null;
  otherCosts: number;
  production: number;
  revenue: number;
  totalCost: number;
  margin: number;
  marginPerHa: number | null;
  /** Margin ÷ total cost as a fraction with 4 decimals (1.0661 = 106.61 %). */
  roi: number | null;
  /** Yield (t/ha) at which revenue equals total cost. */
  breakEvenYield: number | null;
  /** Price per tonne at which revenue equals total cost. */
  breakEvenPrice: number | null;
}

/** How a scenario compares with the first one (the baseline). */
export interface ScenarioComparison {
  /** Total cost of this scenario minus the baseline's, pesos. */
  costDifference: number;
  /** Margin of this scenario minus the baseline's, pesos. */
  marginDifference: number;
  /** Extra t/ha this scenario must yield over its own inputs to pay its higher cost (negative: it costs less). */
  extraYieldToPay: number | null;
}

const ZERO = BigInt(0);
const ONE = BigInt(1);
const TWO = BigInt(2);
const HUNDRED = BigInt(100);
const TEN_THOUSAND = BigInt(10_000);

/** n ÷ d rounded half away from zero; d > 0. */
function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const twice = TWO * (remainder < ZERO ? -remainder : remainder);
  if (twice < d) return quotient;
  return n < ZERO ? quotient - ONE : quotient + ONE;
}

/** n ÷ d rounded towards +∞; d > 0. */
function divideUp(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return n % d > ZERO ? quotient + ONE : quotient;
}

/** A decimal with at most 2 places (pesos, hectares, t/ha) as an integer count of hundredths. */
function hundredths(value: number): bigint {
  return BigInt(toCents(value));
}

const toNumber = (value: bigint): number => Number(value);
const fromHundredths = (value: bigint): number => Number(value) / 100;
const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Totals in integer units, for the results and for comparisons. */
interface Totals {
  hectares: bigint;
  pricePerTon: bigint;
  totalCost: bigint;
  margin: bigint;
}

function totalsOf(input: SimulationInput): { result: SimulationResult; totals: Totals } {
  const ha = hundredths(input.hectares);
  const density = BigInt(Math.round(input.seedsPerHa));
  const seedsPerBag = BigInt(Math.round(input.seedsPerBag));
  const pricePerBag = hundredths(input.pricePerBag);
  const discount = hundredths(input.discount);
  const credit = hundredths(input.voucherCredit ?? 0);
  const yieldPerHa = hundredths(input.yieldPerHa);
  const pricePerTon = hundredths(input.pricePerTon);
  const otherPerHa = hundredths(input.otherCostsPerHa);

  // Bags are bought whole: ha × density ÷ seeds per bag, rounded up.
  const bags = seedsPerBag > ZERO && ha > ZERO ? divideUp(ha * density, HUNDRED * seedsPerBag) : ZERO;
  const seedListCost = bags * pricePerBag;
  const seedInvestment = max(ZERO, seedListCost - discount);
  const creditUsed = min(max(ZERO, credit), seedInvestment);
  const realSeedCost = seedInvestment - creditUsed;
  const otherCosts = divideRounded(ha * otherPerHa, HUNDRED);
  const totalCost = realSeedCost + otherCosts;
  // ha × t/ha in hundredths × hundredths = ten-thousandths of a tonne.
  const productionUnits = ha * yieldPerHa;
  const revenue = divideRounded(productionUnits * pricePerTon, TEN_THOUSAND);
  const margin = revenue - totalCost;
  const hasArea = ha > ZERO;
  const hasProduction = productionUnits > ZERO;
  const sellsAtAPrice = hasArea && pricePerTon > ZERO;

  const result: SimulationResult = {
    bags: toNumber(bags),
    seedListCost: fromHundredths(seedListCost),
    seedInvestment: fromHundredths(seedInvestment),
    voucherCredit: fromHundredths(creditUsed),
    realSeedCost: fromHundredths(realSeedCost),
    seedCostPerHa: hasArea ? fromHundredths(divideRounded(realSeedCost * HUNDRED, ha)) : null,
    seedCostPerTon: hasProduction
      ? fromHundredths(divideRounded(realSeedCost * TEN_THOUSAND, productionUnits))
      : null,
    otherCosts: fromHundredths(otherCosts),
    // Tonnes with 3 decimals (kilograms).
    production: toNumber(divideRounded(productionUnits, BigInt(10))) / 1000,
    revenue: fromHundredths(revenue),
    totalCost: fromHundredths(totalCost),
    margin: fromHundredths(margin),
    marginPerHa: hasArea ? fromHundredths(divideRounded(margin * HUNDRED, ha)) : null,
    roi: totalCost > ZERO ? toNumber(divideRounded(margin * TEN_THOUSAND, totalCost)) / 10_000 : null,
    breakEvenYield: sellsAtAPrice
      ? fromHundredths(divideUp(totalCost * TEN_THOUSAND, ha * pricePerTon))
      : null,
    breakEvenPrice: hasProduction
      ? fromHundredths(divideUp(totalCost * TEN_THOUSAND, productionUnits))
      : null,
  };
  return { result, totals: { hectares: ha, pricePerTon, totalCost, margin } };
}

/** docs/design.md §9 for one scenario. Expects validated input (simulationInputSchema); never throws on zeros. */
export function simulate(input: SimulationInput): SimulationResult {
  return totalsOf(input).result;
}

/**
 * Each scenario against the first: what it costs more (or less), what it earns more, and the extra
 * yield per hectare that pays its cost difference at its own price per tonne.
 */
export function compareScenarios(inputs: SimulationInput[]): ScenarioComparison[] {
  const [baseline, ...others] = inputs.map((input) => totalsOf(input).totals);
  if (!baseline) return [];
  return [baseline, ...others].map((totals) => {
    const costDifference = totals.totalCost - baseline.totalCost;
    const canPay = totals.hectares > ZERO && totals.pricePerTon > ZERO;
    return {
      costDifference: fromHundredths(costDifference),
      marginDifference: fromHundredths(totals.margin - baseline.margin),
      extraYieldToPay: canPay
        ? fromHundredths(divideUp(costDifference * TEN_THOUSAND, totals.hectares * totals.pricePerTon))
        : null,
    };
  });
}

/** Up to three scenarios side by side: each one's results and its comparison with the first. */
export function simulateScenarios(
  inputs: SimulationInput[],
): { result: SimulationResult; comparison: ScenarioComparison }[] {
  const comparisons = compareScenarios(inputs);
  return inputs.map((input, index) => ({
    result: simulate(input),
    comparison: comparisons[index] ?? { costDifference: 0, marginDifference: 0, extraYieldToPay: 0 },
  }));
}

/** docs/design.md §9: the seeding density for a target plant population at an emergence percentage (up). */
export function densityForPlants(plantsPerHa: number, emergencePct: number): number | null {
  const pct = hundredths(emergencePct);
  if (pct <= ZERO || plantsPerHa <= 0) return null;
  return toNumber(divideUp(BigInt(Math.round(plantsPerHa)) * TEN_THOUSAND, pct));
}

/** Plants per hectare that a density gives at an emergence percentage (down: whole plants). */
export function plantsFromDensity(seedsPerHa: number, emergencePct: number): number {
  const pct = hundredths(emergencePct);
  if (pct <= ZERO || seedsPerHa <= 0) return 0;
  return toNumber((BigInt(Math.round(seedsPerHa)) * pct) / TEN_THOUSAND);
}
