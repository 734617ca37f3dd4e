// The shapes of the API's answers the farmer's page reads, checked without a validation library
// (the page carries no zod). Each check mirrors the answer's zod schema in domain/;
// answers.test.ts holds them to the same verdicts. An answer of another shape (an old cached one,
// say) is a generic failure, never a crash further on.
import type { Page } from '../../../../domain/pagination.ts';
import { isProductionKind } from '../../../../domain/production-kinds.ts';
import {
  arrayOf,
  isInt,
  isNumber,
  isString,
  literal,
  nullable,
  optional,
  shape,
  type Check,
  type Shape,
} from '../../../lib/shape-checks.ts';
import type { SimulatorParamsResponse } from '../../../../domain/simulator-params.ts';
import type {
  Farm,
  HybridOption,
  SimulationDetail,
  SimulationSummary,
} from '../../../../domain/simulator-schemas.ts';
import type { VoucherCredit } from '../../../../domain/voucher-links.ts';

export { isUserDetails } from '../../../lib/shape-checks.ts';
export type { Check } from '../../../lib/shape-checks.ts';

const VOUCHER_STATUSES = ['PENDING', 'PARTIAL', 'PAID', 'REDEEMED', 'CANCELLED'];

export const isVoucherCredit: Check<VoucherCredit> = shape({
  folio: isString,
  status: (value) => VOUCHER_STATUSES.includes(value as string),
  credit: isNumber,
  lines: arrayOf(shape({ productId: isInt, bags: isInt, pricePerBag: isNumber, discount: isNumber })),
});

export const isFarm: Check<Farm> = shape({
  hectares: nullable(isNumber),
  productionKind: nullable(isProductionKind),
});

export const isOk: Check<{ ok: true }> = shape({ ok: literal(true) });

const storedParams = (kind: string) =>
  shape({
    productionKind: literal(kind),
    pricePerTon: isNumber,
    defaultDensity: isInt,
    emergencePct: isNumber,
    defaultYield: isNumber,
    otherCostsPerHa: isNumber,
  });

// The version is for the admin's form; the farmer never sends it, and a phone may hold an answer
// its service worker cached before versions existed (it must still open offline).
export const isSimulatorParams: Check<SimulatorParamsResponse> = shape({
  grain: storedParams('GRAIN'),
  silage: storedParams('SILAGE'),
  updatedAt: isString,
  version: optional(isInt),
});

const isHybrid: Check<HybridOption> = shape({
  id: isInt,
  code: isString,
  name: isString,
  productionKind: isProductionKind,
  seedsPerBag: isInt,
  pricePerBag: isNumber,
  recommendedDensity: nullable(isInt),
});
export const isHybrids: Check<HybridOption[]> = (value): value is HybridOption[] => arrayOf(isHybrid)(value);

const summaryFields: Shape = {
  id: isInt,
  name: nullable(isString),
  createdAt: isString,
  clientId: nullable(isInt),
  clientName: nullable(isString),
  createdByName: nullable(isString),
  productionKind: isProductionKind,
  hectares: isNumber,
  scenarioCount: isInt,
  margin: isNumber,
  roi: nullable(isNumber),
};

// The farmer's page never reads countKind (a farmer's runs are few), and a page its service worker
// cached before counts were capped has none: it must still open offline.
export const isSimulationPage: Check<Page<SimulationSummary>> = shape({
  data: arrayOf(shape(summaryFields)),
  page: isInt,
  size: isInt,
  totalPages: isInt,
  totalRecords: isInt,
  countKind: optional((value) => value === 'exact' || value === 'atLeast'),
});

const isResult = shape({
  bags: isInt,
  seedListCost: isNumber,
  seedInvestment: isNumber,
  voucherCredit: isNumber,
  realSeedCost: isNumber,
  seedCostPerHa: nullable(isNumber),
  seedCostPerTon: nullable(isNumber),
  otherCosts: isNumber,
  production: isNumber,
  revenue: isNumber,
  totalCost: isNumber,
  margin: isNumber,
  marginPerHa: nullable(isNumber),
  roi: nullable(isNumber),
  breakEvenYield: nullable(isNumber),
  breakEvenPrice: nullable(isNumber),
});

const isSavedScenario = shape({
  label: nullable(isString),
  productId: nullable(isInt),
  input: shape({
    productionKind: isProductionKind,
    hectares: isNumber,
    seedsPerHa: isInt,
    seedsPerBag: isInt,
    pricePerBag: isNumber,
    discount: isNumber,
    voucherCredit: isNumber,
    yieldPerHa: isNumber,
    pricePerTon: isNumber,
    otherCostsPerHa: isNumber,
  }),
  result: isResult,
  comparison: shape({
    costDifference: isNumber,
    marginDifference: isNumber,
    extraYieldToPay: nullable(isNumber),
  }),
});

export const isSimulationDetail: Check<SimulationDetail> = shape({
  ...summaryFields,
  scenarios: arrayOf(isSavedScenario),
});
