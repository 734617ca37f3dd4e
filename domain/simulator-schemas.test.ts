import { describe, expect, it } from 'vitest';
import { saveSimulationSchema, simulationInputSchema } from './simulator-schemas.ts';

const valid = {
  productionKind: 'GRAIN',
  hectares: 10,
  seedsPerHa: 80_000,
  seedsPerBag: 60_000,
  pricePerBag: 3_000,
  yieldPerHa: 10,
  pricePerTon: 5_000,
  otherCostsPerHa: 20_000,
};

function messageFor(field: string, value: unknown): string | undefined {
  const result = simulationInputSchema.safeParse({ ...valid, [field]: value });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('simulationInputSchema', () => {
  it('reads form text with thousands separators and fills a missing discount and credit with 0', () => {
    const parsed = simulationInputSchema.parse({
      ...valid,
      hectares: ' 12.5 ',
      seedsPerHa: '80,000',
      pricePerBag: '3,000.50',
    });
    expect(parsed).toMatchObject({
      hectares: 12.5,
      seedsPerHa: 80_000,
      pricePerBag: 3_000.5,
      discount: 0,
      voucherCredit: 0,
    });
    expect(simulationInputSchema.parse({ ...valid, discount: '', voucherCredit: '' })).toMatchObject({
      discount: 0,
      voucherCredit: 0,
    });
  });

  it('asks for missing values and numbers in Spanish', () => {
    expect(messageFor('hectares', undefined)).toBe('Escribe las hectáreas.');
    expect(messageFor('hectares', '  ')).toBe('Escribe las hectáreas.');
    expect(messageFor('hectares', 'diez')).toBe('Escribe las hectáreas solo con números.');
    expect(messageFor('pricePerTon', null)).toBe('Escribe el precio por tonelada solo con números.');
    expect(messageFor('pricePerBag', true)).toBe('Escribe el precio por bolsa solo con números.');
    expect(messageFor('productionKind', 'MAIZ')).toBe('Elige grano o forraje.');
  });

  it('refuses zero hectares, negative money and impossible values with their reason', () => {
    expect(messageFor('hectares', 0)).toBe('Las hectáreas deben ser mayores que 0.');
    expect(messageFor('hectares', 100_001)).toBe('El máximo es de 100,000 hectáreas.');
    expect(messageFor('hectares', 1.234)).toBe('Las hectáreas admiten a lo más dos decimales.');
    expect(messageFor('seedsPerHa', 500)).toBe('La densidad mínima es de 1,000 semillas por hectárea.');
    expect(messageFor('seedsPerHa', 80_000.5)).toBe('La densidad debe ser un número entero de semillas.');
    expect(messageFor('seedsPerBag', 0)).toBe('Una bolsa trae al menos 10,000 semillas.');
    expect(messageFor('pricePerBag', -1)).toBe('El precio por bolsa no puede ser negativo.');
    expect(messageFor('pricePerBag', 10.005)).toBe('El precio por bolsa admite a lo más dos decimales.');
    expect(messageFor('otherCostsPerHa', -5)).toBe('Los otros costos por hectárea no pueden ser negativos.');
    expect(messageFor('yieldPerHa', 201)).toBe('El rendimiento máximo es de 200 t/ha.');
    expect(messageFor('voucherCredit', -1)).toBe('El crédito DKbono no puede ser negativo.');
  });

  it('refuses Infinity and NaN, so none can reach the math', () => {
    expect(messageFor('pricePerTon', Infinity)).toBe('Escribe el precio por tonelada solo con números.');
    expect(messageFor('pricePerTon', '1e400')).toBe('Escribe el precio por tonelada solo con números.');
    expect(messageFor('yieldPerHa', Number.NaN)).toBe('Escribe el rendimiento solo con números.');
  });

  it('accepts zero yield and zero price (the results show what cannot be computed)', () => {
    expect(simulationInputSchema.safeParse({ ...valid, yieldPerHa: 0, pricePerTon: 0 }).success).toBe(true);
  });
});

describe('saveSimulationSchema', () => {
  it('takes one to three scenarios with optional labels', () => {
    const parsed = saveSimulationSchema.parse({
      name: '  ',
      scenarios: [{ ...valid, label: ' DK-4050 ', productId: 3 }],
    });
    expect(parsed.name).toBeNull();
    expect(parsed.scenarios[0]).toMatchObject({ label: 'DK-4050', productId: 3 });
  });

  it('refuses no scenario and more than three', () => {
    const none = saveSimulationSchema.safeParse({ scenarios: [] });
    expect(none.error?.issues[0]?.message).toBe('Agrega al menos un escenario.');
    const four = saveSimulationSchema.safeParse({ scenarios: [valid, valid, valid, valid] });
    expect(four.error?.issues[0]?.message).toBe('Compara a lo más 3 escenarios.');
    const missing = saveSimulationSchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe('Agrega al menos un escenario.');
  });
});
