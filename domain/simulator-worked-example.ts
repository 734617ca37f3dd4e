// A worked example (10 ha of grain) whose figures the simulator's tests check the
// calculation, the API and the printed run against.
import type { SimulationInput } from './simulator.ts';

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
