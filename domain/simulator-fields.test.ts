import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import './zod.ts';
import { NUMBER_FIELD_NAMES, readScenario } from './simulator-fields.ts';
import { scenarioInputSchema } from './simulator-schemas.ts';

/** What a number field may receive: typed text of every kind, numbers, and what a request could send. */
const BOUNDS = ['0', '0.01', '200', '200.01', '999', '1000', '9999', '10000', '100000', '100000.01'];
const MORE_BOUNDS = [
  '200000',
  '200000.01',
  '500000',
  '500001',
  '1000000',
  '1000001',
  '100000000',
  '100000000.01',
];
const numberInput = fc.oneof(
  fc.constantFrom('', '  ', 'abc', '12,5', '1e3', '80,000.50', '1,000', '-0', 'NaN', '0.005', '0'),
  fc.constantFrom(...BOUNDS, ...MORE_BOUNDS),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map(String),
  fc
    .tuple(
      fc.integer({ min: -1000, max: 600_000 }),
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 1, max: 4 }),
    )
    .map(([whole, fraction, places]) => `${whole}.${String(fraction).padStart(4, '0').slice(0, places)}`),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -10, max: 2_000_000 }),
  fc.constantFrom(undefined, null, true, Number.NaN, Number.POSITIVE_INFINITY),
);

const scenario = fc.record(
  {
    productionKind: fc.constantFrom('GRAIN', 'SILAGE', 'RICE', undefined),
    ...Object.fromEntries(NUMBER_FIELD_NAMES.map((field) => [field, numberInput])),
    label: fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.constantFrom(null, undefined, ' Híbrido 1 ', 'x'.repeat(81)),
    ),
    productId: fc.constantFrom(null, undefined, 7, 0, -1, 1.5),
  },
  { requiredKeys: [] },
);

/** The first message of each field, as the farmer's page shows them. */
function firstMessages(issues: { path: string; message: string }[]): Record<string, string> {
  const first: Record<string, string> = {};
  for (const { path, message } of issues) first[path] ??= message;
  return first;
}

describe('the scenario reader without zod', () => {
  it('answers exactly as the API schema: the same values, or the same first message per field', () => {
    fc.assert(
      fc.property(scenario, (raw) => {
        const light = readScenario(raw);
        const zod = scenarioInputSchema.safeParse(raw);
        expect(light.success).toBe(zod.success);
        if (light.success && zod.success) expect(light.data).toEqual(zod.data);
        if (!light.success && !zod.success) {
          const zodIssues = zod.error.issues
            .filter((issue) => issue.path[0] !== 'label' && issue.path[0] !== 'productId')
            .map((issue) => ({ path: String(issue.path[0]), message: issue.message }));
          const lightIssues = light.issues.filter((i) => i.path !== 'label' && i.path !== 'productId');
          expect(firstMessages(lightIssues)).toEqual(firstMessages(zodIssues));
        }
      }),
      { numRuns: 3000, seed: 20_261_125 },
    );
  });

  it('reads a typical farmer entry, with blank discount and credit as none', () => {
    const read = readScenario({
      productionKind: 'GRAIN',
      hectares: '12.5',
      seedsPerHa: '80,000',
      seedsPerBag: '80000',
      pricePerBag: '4,250.00',
      discount: '',
      voucherCredit: ' ',
      yieldPerHa: '11',
      pricePerTon: '5200',
      otherCostsPerHa: '18000',
      label: ' Híbrido A ',
      productId: 3,
    });
    expect(read).toEqual({
      success: true,
      data: {
        productionKind: 'GRAIN',
        hectares: 12.5,
        seedsPerHa: 80_000,
        seedsPerBag: 80_000,
        pricePerBag: 4250,
        discount: 0,
        voucherCredit: 0,
        yieldPerHa: 11,
        pricePerTon: 5200,
        otherCostsPerHa: 18_000,
        label: 'Híbrido A',
        productId: 3,
      },
    });
  });
});
