// A worked example (10 ha of grain) whose figures the simulator's tests check the
// calculation, the API and the printed run against.
import type { SimulationInput, SimulationResult } from './simulator.ts';
import type { SimulatorParamsSet } from './simulator-params.ts';

export const WORKED_EXAMPLE: SimulationInput = {
  productionKind: 'GRAIN',
  hectares: 10,
  seedsPerHa: 80_000,
  seedsPerBag: 60_000,
  pricePerBag: 3_000,
  discount: 0,
  yieldPerHa: 10,
  pricePerTon: 5_000,
  otherCostsPerHa: 20_000,
};

/** What the worked example comes to, to the peso: the figures the calculation and the API must answer. */
export const WORKED_EXAMPLE_RESULT: SimulationResult = {
  bags: 14,
  seedListCost: 42_000,
  seedInvestment: 42_000,
  voucherCredit: 0,
  realSeedCost: 42_000,
  seedCostPerHa: 4_200,
  seedCostPerTon: 420,
  otherCosts: 200_000,
  production: 100,
  revenue: 500_000,
  totalCost: 242_000,
  margin: 258_000,
  marginPerHa: 25_800,
  roi: 1.0661,
  breakEvenYield: 4.84,
  breakEvenPrice: 2_420,
};

/**
 * The simulator parameters the seed writes, from which the worked example and the silage one start:
 * what the parameters API answers on a fresh database and what the app's fake API answers.
 */
export const SEEDED_SIMULATOR_PARAMS: SimulatorParamsSet = {
  grain: {
    productionKind: 'GRAIN',
    pricePerTon: 5000,
    defaultDensity: 80000,
    emergencePct: 95,
    defaultYield: 10,
    otherCostsPerHa: 20000,
  },
  silage: {
    productionKind: 'SILAGE',
    pricePerTon: 1000,
    defaultDensity: 90000,
    emergencePct: 95,
    defaultYield: 50,
    otherCostsPerHa: 25000,
  },
};
