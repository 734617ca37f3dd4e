import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareScenarios,
  densityForPlants,
  plantsFromDensity,
  simulate,
  type SimulationResult,
} from './simulator.ts';
import { SIMULATOR_LIMITS } from './simulator-schemas.ts';
import { WORKED_EXAMPLE, WORKED_EXAMPLE_RESULT } from './simulator-worked-example.ts';

function expectNoNaNOrInfinity(result: SimulationResult) {
  for (const [key, value] of Object.entries(result)) {
    if (value !== null) expect(Number.isFinite(value), key).toBe(true);
  }
}

describe('simulate', () => {
  it('holds the worked example to the peso', () => {
    expect(simulate(WORKED_EXAMPLE)).toEqual(WORKED_EXAMPLE_RESULT);
  });

  it('computes silage on green matter with the same rules', () => {
    const result = simulate({
      productionKind: 'SILAGE',
      hectares: 20,
      seedsPerHa: 90_000,
      seedsPerBag: 80_000,
      pricePerBag: 4_100,
      discount: 0,
      yieldPerHa: 50,
      pricePerTon: 1_000,
      otherCostsPerHa: 25_000,
    });
    // 20 × 90,000 ÷ 80,000 = 22.5 → 23 bags.
    expect(result).toMatchObject({
      bags: 23,
      seedInvestment: 94_300,
      seedCostPerHa: 4_715,
      seedCostPerTon: 94.3,
      production: 1_000,
      revenue: 1_000_000,
      otherCosts: 500_000,
      totalCost: 594_300,
      margin: 405_700,
      marginPerHa: 20_285,
      roi: 0.6827,
      breakEvenYield: 29.72,
      breakEvenPrice: 594.3,
    });
  });

  it('buys whole bags: one seed over a bag is one more bag', () => {
    expect(simulate({ ...WORKED_EXAMPLE, hectares: 7.5 }).bags).toBe(10); // exactly 600,000 seeds
    expect(simulate({ ...WORKED_EXAMPLE, hectares: 7.51 }).bags).toBe(11);
  });

  it('rounds money half away from zero once, on exact cents', () => {
    const result = simulate({ ...WORKED_EXAMPLE, hectares: 2.5, yieldPerHa: 10.55, pricePerTon: 4_999.99 });
    // 26.375 t × $4,999.99 = $131,874.736250 → $131,874.74
    expect(result.production).toBe(26.375);
    expect(result.revenue).toBe(131_874.74);
    // 2.5 ha × 80,000 ÷ 60,000 = 3.33 → 4 bags
    expect(result.seedInvestment).toBe(12_000);
    expect(result.otherCosts).toBe(50_000);
    expect(result.totalCost).toBe(62_000);
    expect(result.margin).toBe(69_874.74);
  });

  it('rounds a negative margin and ROI away from zero', () => {
    const result = simulate({ ...WORKED_EXAMPLE, pricePerTon: 2_000 });
    expect(result.revenue).toBe(200_000);
    expect(result.margin).toBe(-42_000);
    expect(result.marginPerHa).toBe(-4_200);
    expect(result.roi).toBe(-0.1736); // -0.173553…
    expect(result.breakEvenYield).toBe(12.1);
  });

  it('rounds break-even yield and price up, to what really covers the cost', () => {
    const base = { ...WORKED_EXAMPLE, hectares: 3, otherCostsPerHa: 20_001 };
    // 4 bags × 3,000 + 3 × 20,001 = 72,003; ÷ (3 ha × $5,000) = 4.8002 t/ha → 4.81
    expect(simulate(base)).toMatchObject({
      totalCost: 72_003,
      breakEvenYield: 4.81,
      breakEvenPrice: 2_400.1,
    });
    // 72,003 ÷ 21 t = 3,428.714… → $3,428.72
    expect(simulate({ ...base, yieldPerHa: 7 }).breakEvenPrice).toBe(3_428.72);
  });

  it('never lets a discount push the seed below zero', () => {
    const result = simulate({ ...WORKED_EXAMPLE, discount: 50_000 });
    expect(result.seedListCost).toBe(42_000);
    expect(result.seedInvestment).toBe(0);
    expect(result.totalCost).toBe(200_000);
  });

  it('takes the Dkbono credit off the seed cost, up to the seed cost', () => {
    const withCredit = simulate({ ...WORKED_EXAMPLE, voucherCredit: 10_000 });
    expect(withCredit).toMatchObject({
      seedInvestment: 42_000,
      voucherCredit: 10_000,
      realSeedCost: 32_000,
      seedCostPerHa: 3_200,
      totalCost: 232_000,
      margin: 268_000,
    });
    const tooMuch = simulate({ ...WORKED_EXAMPLE, discount: 2_000, voucherCredit: 100_000 });
    expect(tooMuch).toMatchObject({ seedInvestment: 40_000, voucherCredit: 40_000, realSeedCost: 0 });
  });

  it('answers null, not NaN or Infinity, for ratios without a denominator', () => {
    const noArea = simulate({ ...WORKED_EXAMPLE, hectares: 0 });
    expect(noArea).toMatchObject({
      bags: 0,
      totalCost: 0,
      seedCostPerHa: null,
      marginPerHa: null,
      roi: null,
      breakEvenYield: null,
      breakEvenPrice: null,
      seedCostPerTon: null,
    });
    expectNoNaNOrInfinity(noArea);

    const noYield = simulate({ ...WORKED_EXAMPLE, yieldPerHa: 0 });
    expect(noYield).toMatchObject({
      production: 0,
      revenue: 0,
      margin: -242_000,
      roi: -1,
      seedCostPerTon: null,
      breakEvenPrice: null,
      breakEvenYield: 4.84,
    });
    expectNoNaNOrInfinity(noYield);

    const noPrice = simulate({ ...WORKED_EXAMPLE, pricePerTon: 0 });
    expect(noPrice).toMatchObject({ revenue: 0, breakEvenYield: null, breakEvenPrice: 2_420 });

    const free = simulate({ ...WORKED_EXAMPLE, pricePerBag: 0, otherCostsPerHa: 0 });
    expect(free).toMatchObject({ totalCost: 0, roi: null, breakEvenYield: 0, breakEvenPrice: 0 });
    expect(simulate({ ...WORKED_EXAMPLE, seedsPerBag: 0 }).bags).toBe(0);
  });

  it('stays exact at the largest inputs the schema accepts', () => {
    const result = simulate({
      productionKind: 'GRAIN',
      hectares: SIMULATOR_LIMITS.hectares - 0.01,
      seedsPerHa: SIMULATOR_LIMITS.seedsPerHa.max,
      seedsPerBag: SIMULATOR_LIMITS.seedsPerBag.min,
      pricePerBag: SIMULATOR_LIMITS.pricePerBag - 0.01,
      discount: 0,
      yieldPerHa: SIMULATOR_LIMITS.yieldPerHa,
      pricePerTon: SIMULATOR_LIMITS.pricePerTon - 0.01,
      otherCostsPerHa: SIMULATOR_LIMITS.otherCostsPerHa,
    });
    // 99,999.99 ha × 500,000 ÷ 10,000 = 4,999,999.5 → 5,000,000 bags
    expect(result.bags).toBe(5_000_000);
    expect(result.seedInvestment).toBe(999_999_950_000);
    // 19,999,998 t × $99,999.99 = $1,999,999,600,000.02 (exact to the cent)
    expect(result.production).toBe(19_999_998);
    expect(result.revenue).toBe(1_999_999_600_000.02);
    expect(result.otherCosts).toBe(99_999_990_000);
    expect(result.totalCost).toBe(1_099_999_940_000);
    expect(result.margin).toBe(899_999_660_000.02);
    expectNoNaNOrInfinity(result);
  });

  it('keeps every total consistent to the cent for any valid input', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.record({
          productionKind: fc.constantFrom('GRAIN' as const, 'SILAGE' as const),
          hectares: fc.integer({ min: 1, max: 10_000_000 }).map((h) => h / 100),
          seedsPerHa: fc.integer(SIMULATOR_LIMITS.seedsPerHa),
          seedsPerBag: fc.integer(SIMULATOR_LIMITS.seedsPerBag),
          pricePerBag: cents(SIMULATOR_LIMITS.pricePerBag * 100),
          discount: cents(SIMULATOR_LIMITS.discount * 100),
          voucherCredit: cents(SIMULATOR_LIMITS.discount * 100),
          yieldPerHa: fc.integer({ min: 0, max: 20_000 }).map((y) => y / 100),
          pricePerTon: cents(SIMULATOR_LIMITS.pricePerTon * 100),
          otherCostsPerHa: cents(SIMULATOR_LIMITS.otherCostsPerHa * 100),
        }),
        (input) => {
          const r = simulate(input);
          expectNoNaNOrInfinity(r);
          const c = (value: number) => Math.round(value * 100);
          // Enough whole bags for the area, and not one more than needed.
          const seeds = (Math.round(input.hectares * 100) * input.seedsPerHa) / 100;
          expect(r.bags * input.seedsPerBag).toBeGreaterThanOrEqual(seeds);
          expect((r.bags - 1) * input.seedsPerBag).toBeLessThan(seeds);
          expect(c(r.realSeedCost)).toBeGreaterThanOrEqual(0);
          expect(c(r.totalCost)).toBe(c(r.realSeedCost) + c(r.otherCosts));
          expect(c(r.margin)).toBe(c(r.revenue) - c(r.totalCost));
          expect(c(r.realSeedCost)).toBe(c(r.seedInvestment) - c(r.voucherCredit));
          if (r.breakEvenYield !== null && input.pricePerTon > 0) {
            // At the break-even yield the revenue covers the cost; 0.01 t/ha less does not.
            const at = (y: number) => simulate({ ...input, yieldPerHa: y });
            expect(c(at(r.breakEvenYield).margin)).toBeGreaterThanOrEqual(-1);
            if (r.breakEvenYield >= 0.01) expect(c(at(r.breakEvenYield - 0.01).margin)).toBeLessThan(1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('compareScenarios', () => {
  it('gives the extra yield that pays a dearer hybrid, against the first', () => {
    const dearer = { ...WORKED_EXAMPLE, pricePerBag: 3_650 };
    const cheaper = { ...WORKED_EXAMPLE, pricePerBag: 2_800 };
    const [first, second, third] = compareScenarios([WORKED_EXAMPLE, dearer, cheaper]);
    expect(first).toEqual({ costDifference: 0, marginDifference: 0, extraYieldToPay: 0 });
    // 14 bags × $650 = $9,100 ÷ (10 ha × $5,000) = 0.182 t/ha → 0.19
    expect(second).toEqual({ costDifference: 9_100, marginDifference: -9_100, extraYieldToPay: 0.19 });
    // 14 × −$200 = −$2,800 → −0.056 → −0.05 (it may yield that much less and still tie)
    expect(third).toEqual({ costDifference: -2_800, marginDifference: 2_800, extraYieldToPay: -0.05 });
  });

  it('counts a different bag size in the difference', () => {
    const biggerBags = { ...WORKED_EXAMPLE, seedsPerBag: 80_000, pricePerBag: 3_950 };
    // 10 bags × $3,950 = $39,500 against $42,000
    expect(compareScenarios([WORKED_EXAMPLE, biggerBags])[1]).toMatchObject({
      costDifference: -2_500,
      extraYieldToPay: -0.05,
    });
  });

  it('answers nothing for no scenarios and null where no price per tonne pays', () => {
    expect(compareScenarios([])).toEqual([]);
    expect(
      compareScenarios([WORKED_EXAMPLE, { ...WORKED_EXAMPLE, pricePerTon: 0 }])[1]?.extraYieldToPay,
    ).toBeNull();
  });
});

describe('seeding density and plants', () => {
  it('turns a target population into seeds with the emergence, rounding up', () => {
    expect(densityForPlants(76_000, 95)).toBe(80_000);
    expect(densityForPlants(75_000, 95)).toBe(78_948); // 78,947.37
    expect(densityForPlants(75_000, 0)).toBeNull();
    expect(plantsFromDensity(80_000, 95)).toBe(76_000);
    expect(plantsFromDensity(80_000, 0)).toBe(0);
  });
});
